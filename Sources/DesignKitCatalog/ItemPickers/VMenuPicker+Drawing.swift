import DesignKitCore

extension VMenuPicker: DrawableComponent {
  public static var galleryPreview: VMenuPicker {
    VMenuPicker(
      items: ["Small", "Medium", "Large", "Extra large"], itemIcons: [nil, .star], disabledItems: [3], selection: 1,
      highlightedItem: 2,
      accessibilityLabel: "Size")
  }

  /// A full-width field-like button with the selected title (set by `fonts.titleConfiguration`) and an up-down chevron,
  /// the focus ring outside it; while open, the menu below it: a row per item on the menu background, a checkmark
  /// beside the selected one.
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    let shape = try DrawingShape.rounded("layout.cornerRadius", style: style)
    let title = items.indices.contains(selection) ? items[selection] : ""
    let button = try Drawing.hstack(
      spacing: 0,
      [
        try .text(title, font: "fonts.title", color: try style.color("colors.title"), style: style), .spacer,
        try .icon(
          .chevronUpChevronDown, style: style, color: "colors.chevron",
          side: try style.number("layout.chevronDimension")),
      ]
    )
    .padding(try style.insets("layout.contentMargins"))
    .frame(minHeight: try style.number("layout.minHeight"), fillsWidth: true)
    .background(.shape(shape, fill: try style.color("colors.background")))
    .focusRing(shape, style: style)
    guard state.value == .open else { return button }
    return .vstack(
      spacing: try style.number("layout.menuSpacing"), alignment: .leading,
      [button, try menu(shape: shape, style: style)])
  }

  /// The open menu, shadowed: one row per item, its title set by `fonts.row.titleConfiguration` and its icon in the
  /// title's color placed by `layout.row.label`, the disabled ones in `colors.row.disabledTitle`, the highlighted one
  /// on `colors.row.highlightedBackground`, a checkmark after the selected one.
  private func menu(shape: DrawingShape, style: ResolvedStyle) throws(Diagnostic) -> Drawing {
    let checkSide = try style.number("layout.row.checkmarkDimension")
    let rows = try items.enumerated().map { index, item throws(Diagnostic) -> Drawing in
      let color = disabledItems.contains(index) ? "colors.row.disabledTitle" : "colors.row.title"
      let check: Drawing =
        index == selection
        ? try .icon(.checkmark, style: style, color: "colors.row.checkmark", side: checkSide) : .empty
      let text = try Drawing.text(item, font: "fonts.row.title", color: try style.color(color), style: style)
      let icon = itemIcons.indices.contains(index) ? itemIcons[index] : nil
      let label = try Drawing.label(
        title: text, icon: icon, iconColor: try style.color(color), layout: "layout.row.label", style: style)
      let row = Drawing.hstack(spacing: 0, [label, .spacer, check])
        .padding(try style.insets("layout.row.margins"))
        .frame(minHeight: try style.number("layout.row.minHeight"), fillsWidth: true)
      guard index == highlightedItem, !disabledItems.contains(index) else { return row }
      return row.background(.shape(.square, fill: try style.color("colors.row.highlightedBackground")))
    }
    return Drawing.vstack(spacing: 0, rows)
      .frame(width: try style.number("layout.menuWidth"))
      .background(
        .shape(shape, fill: try style.color("colors.menuBackground")).shadow(
          try style.dropShadow(at: "layout.menuShadow")))
  }
}
