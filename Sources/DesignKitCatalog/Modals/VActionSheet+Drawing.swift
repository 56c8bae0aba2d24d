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
    let shape = DrawingShape.rounded(try m.layout.cornerRadius)
    let background = try m.colors.background
    let (colors, fonts, label) = (try m.colors, try m.fonts, try m.layout.label)
    func row(_ action: PresentedAction) throws(Diagnostic) -> Drawing {
      let color =
        switch action.role {
        case _ where !action.isEnabled: try colors.disabledAction
        case .destructive: try colors.destructiveAction
        case .cancel: try colors.cancelAction
        case .primary, .standard: try colors.action
        }
      let font = try (action.role == .cancel ? fonts.cancelAction : fonts.action)
      let text = try Drawing.text(
        action.title, font: font, color: color, configuration: try fonts.actionConfiguration)
      return try .label(title: text, icon: action.icon, iconColor: color, layout: label)
    }
    var header: [Drawing] = []
    if !title.isEmpty {
      header.append(
        try .text(title, font: try fonts.title, color: try colors.title, configuration: try fonts.titleConfiguration))
    }
    if !message.isEmpty {
      header.append(
        try .text(
          message, font: try fonts.message, color: try colors.message, configuration: try fonts.messageConfiguration))
    }
    var main: [Drawing] = []
    if !header.isEmpty {
      main.append(Drawing.vstack(spacing: 0, header).padding(try m.layout.headerMargins))
    }
    main.append(
      try .separatedRows(
        actions.filter { $0.role != .cancel }.map(row), layout: try m.layout.rows, separator: try colors.separator,
        first: !header.isEmpty, alignment: .center))
    var groups = [Drawing.vstack(spacing: 0, main).background(.shape(shape, fill: background))]
    let cancel = try actions.filter { $0.role == .cancel }.map(row)
    if !cancel.isEmpty {
      groups.append(
        try Drawing.separatedRows(
          cancel, layout: try m.layout.rows, separator: try colors.separator, alignment: .center
        )
        .background(.shape(shape, fill: background)))
    }
    return Drawing.vstack(spacing: try m.layout.cancelSpacing, groups)
      .padding(try m.layout.margins)
      // Off the whole screen when dismissed, however its rows wrap at the screen's width.
      .transition(.move(edge: .bottom, distance: try m.layout.screenSize.height))
      .overDimmedScreen(
        try m.layout.screenSize, dimming: try m.colors.dimming, alignment: DrawingAlignment(vertical: .bottom))
  }
}
