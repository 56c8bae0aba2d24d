import DesignKitCore

extension VActionSheet: DrawableComponent {
  public static var galleryPreview: VActionSheet {
    VActionSheet(
      title: "Photo", message: "Choose a source",
      actions: [
        .init("Take Photo", icon: .photo), .init("Choose from Library"),
        .init("Scan Document", icon: .doc, isEnabled: false), .init("Remove Photo", icon: .trash, role: .destructive),
        .init("Cancel", role: .cancel),
      ])
  }

  /// Over a screen of `layout.screenSize` dimmed with `colors.dimming`, at the bottom inside `layout.margins`: a
  /// rounded group with the title and message over the actions, each text set by its `fonts.…Configuration` (centred
  /// lines), each action's icon in its title's color placed by `layout.label` (destructive ones in
  /// `colors.destructiveAction`, disabled ones in `colors.disabledAction`), separated by hairlines, and
  /// `layout.cancelSpacing` below it the cancel action in a group of its own. It slides up from the bottom edge as it
  /// is presented, and back down as it is dismissed.
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    let m = Resolved<Model>(style)
    let shape = try DrawingShape.rounded("layout.cornerRadius", style: style)
    let background = try m.colors.background
    func row(_ action: PresentedAction) throws(Diagnostic) -> Drawing {
      let color =
        switch action.role {
        case _ where !action.isEnabled: "colors.disabledAction"
        case .destructive: "colors.destructiveAction"
        case .cancel: "colors.cancelAction"
        case .primary, .standard: "colors.action"
        }
      let font = try (action.role == .cancel ? m.fonts.cancelAction : m.fonts.action)
      let text = try Drawing.text(
        action.title, font: font, color: try style.color(color), configuration: "fonts.actionConfiguration",
        style: style)
      return try .label(title: text, icon: action.icon, iconColor: try style.color(color), style: style)
    }
    var header: [Drawing] = []
    if !title.isEmpty {
      header.append(try .text(title, font: "fonts.title", color: try m.colors.title, style: style))
    }
    if !message.isEmpty {
      header.append(try .text(message, font: "fonts.message", color: try m.colors.message, style: style))
    }
    var main: [Drawing] = []
    if !header.isEmpty {
      main.append(Drawing.vstack(spacing: 0, header).padding(try m.layout.headerMargins))
    }
    main.append(
      try .separatedRows(
        actions.filter { $0.role != .cancel }.map(row), style: style, separator: "colors.separator",
        first: !header.isEmpty, alignment: .center))
    var groups = [Drawing.vstack(spacing: 0, main).background(.shape(shape, fill: background))]
    let cancel = try actions.filter { $0.role == .cancel }.map(row)
    if !cancel.isEmpty {
      groups.append(
        try Drawing.separatedRows(cancel, style: style, separator: "colors.separator", alignment: .center)
          .background(.shape(shape, fill: background)))
    }
    return try Drawing.vstack(spacing: try m.layout.cancelSpacing, groups)
      .padding(try m.layout.margins)
      .transition(.move(edge: .bottom))
      .overDimmedScreen(style: style, alignment: DrawingAlignment(vertical: .bottom))
  }
}
