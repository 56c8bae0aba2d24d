import DesignKitCore

extension VMenu: DrawableComponent {
  public static var galleryPreview: VMenu {
    VMenu(sections: [
      [.init("Rename", icon: .pencil), .init("Duplicate"), .init("Share", icon: .squareAndArrowUp, isEnabled: false)],
      [.init("Delete", icon: .trash, role: .destructive)],
    ])
  }

  /// A rounded `colors.background` popover at least `layout.minWidth` wide, lifted by `layout.shadow`: its items
  /// (titles set by `fonts.itemConfiguration`, icons in the title's color placed by `layout.label`) in rows separated
  /// by hairlines (destructive ones in `colors.destructiveText`, disabled ones in
  /// `colors.disabledText`), sections divided by a `layout.sectionDividerHeight` band of `colors.sectionDivider`. It
  /// fades in as it is presented and out as it is dismissed: nothing visible once dismissed.
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    let m = Resolved<Model>(style)
    let font = try m.fonts.item
    let configuration = try m.fonts.itemConfiguration
    let (rows, colors, label) = (try m.layout.rows, try m.colors, try m.layout.label)
    let drawnSections = try sections.map { section throws(Diagnostic) -> Drawing in
      try Drawing.separatedRows(
        try section.map { item throws(Diagnostic) -> Drawing in
          let color =
            try !item.isEnabled
            ? colors.disabledText : item.role == .destructive ? colors.destructiveText : colors.rows.text
          let text = try Drawing.text(item.title, font: font, color: color, configuration: configuration)
          return try .label(title: text, icon: item.icon, iconColor: color, layout: label)
        }, layout: rows, separator: try colors.rows.separator)
    }
    let divider = Drawing.separatorRule(
      try m.colors.sectionDivider, thickness: try m.layout.sectionDividerHeight)
    let shape = DrawingShape.rounded(try m.layout.cornerRadius)
    return Drawing.vstack(spacing: 0, drawnSections.separated(by: divider))
      .frame(minWidth: try m.layout.minWidth)
      .background(.shape(shape, fill: try m.colors.background))
      .shadow(try m.layout.shadow)
      .compositingGroup()
      .transition(.opacity)
  }
}
