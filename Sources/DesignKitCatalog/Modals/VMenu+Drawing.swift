import DesignKitCore

extension VMenu: DrawableComponent {
  public static var galleryPreview: VMenu {
    VMenu(sections: [
      [.init("Rename"), .init("Duplicate"), .init("Share", isEnabled: false)], [.init("Delete", role: .destructive)],
    ])
  }

  /// A rounded `colors.background` popover at least `layout.minWidth` wide, lifted by `layout.shadow`: its items in
  /// rows separated by hairlines (destructive ones in `colors.destructiveText`, disabled ones in
  /// `colors.disabledText`), sections divided by a `layout.sectionDividerHeight` band of `colors.sectionDivider`. It
  /// fades in as it is presented and out as it is dismissed: nothing visible once dismissed.
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    let font = try style.font("fonts.item")
    let drawnSections = try sections.map { section throws(Diagnostic) -> Drawing in
      try Drawing.separatedRows(
        try section.map { item throws(Diagnostic) -> Drawing in
          let color =
            !item.isEnabled
            ? "colors.disabledText" : item.role == .destructive ? "colors.destructiveText" : "colors.rows.text"
          return .text(item.title, font: font, color: try style.color(color))
        }, style: style)
    }
    let divider = Drawing.separatorRule(
      try style.color("colors.sectionDivider"), thickness: try style.number("layout.sectionDividerHeight"))
    let shape = try DrawingShape.rounded("layout.cornerRadius", style: style)
    return Drawing.vstack(spacing: 0, drawnSections.separated(by: divider))
      .frame(minWidth: try style.number("layout.minWidth"))
      .background(.shape(shape, fill: try style.color("colors.background")))
      .shadow(try style.dropShadow())
      .compositingGroup()
      .transition(.opacity)
  }
}
