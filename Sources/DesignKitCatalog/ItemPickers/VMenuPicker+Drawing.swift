import DesignKitCore

extension VMenuPicker: DrawableComponent {
  public static var galleryPreview: VMenuPicker {
    VMenuPicker(
      items: ["Small", "Medium", "Large", "Extra large"], itemIcons: [nil, .star], disabledItems: [3], selection: 1,
      highlightedItem: 2,
      accessibilityLabel: "Size")
  }

  /// A full-width field-like button with the selected title (set by `fonts.titleConfiguration`) and an up-down chevron,
  /// the focus ring outside it; while open, the menu below it, `layout.menuWidth` wide (as wide as the picker at the
  /// accessibility sizes, as iOS widens its menus): a row per item on the menu background, a checkmark beside the
  /// selected one.
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    let m = Resolved<Model>(style)
    let shape = DrawingShape.rounded(try m.layout.cornerRadius)
    let title = items.indices.contains(selection) ? items[selection] : ""
    let button = Drawing.hstack(
      spacing: 0,
      [
        try .text(
          title, font: try m.fonts.title, color: try m.colors.title, configuration: try m.fonts.titleConfiguration),
        .spacer,
        .icon(
          .chevronUpChevronDown, color: try m.colors.chevron,
          side: try m.layout.chevronDimension, besideText: try m.fonts.title),
      ]
    )
    .padding(try m.layout.contentMargins)
    .frame(minHeight: try m.layout.minHeight, fillsWidth: true)
    .background(.shape(shape, fill: try m.colors.background))
    .focusRing(shape, width: try m.layout.focusRingWidth, color: try m.colors.focusRing)
    guard state.value == .open else { return button }
    return .vstack(
      spacing: try m.layout.menuSpacing, alignment: .leading,
      [button, try menu(shape: shape, style: style, fillsWidth: environment.dynamicTypeSize.isAccessibilitySize)])
  }

  /// The open menu, shadowed: one row per item, its title set by `fonts.row.titleConfiguration` and its icon in the
  /// title's color placed by `layout.row.label`, the disabled ones in `colors.row.disabledTitle`, the highlighted one
  /// on `colors.row.highlightedBackground`, a checkmark after the selected one.
  private func menu(shape: DrawingShape, style: ResolvedStyle, fillsWidth: Bool) throws(Diagnostic) -> Drawing {
    let m = Resolved<Model>(style)
    let checkSide = try m.layout.row.checkmarkDimension
    let (colors, fonts, label) = (try m.colors.row, try m.fonts.row, try m.layout.row.label)
    let rows = try items.enumerated().map { index, item throws(Diagnostic) -> Drawing in
      let color = try disabledItems.contains(index) ? colors.disabledTitle : colors.title
      let check: Drawing =
        index == selection
        ? .icon(.checkmark, color: try colors.checkmark, side: checkSide, besideText: try fonts.title)
        : .empty
      let text = try Drawing.text(
        item, font: try fonts.title, color: color, configuration: try fonts.titleConfiguration)
      let icon = itemIcons.indices.contains(index) ? itemIcons[index] : nil
      let label = try Drawing.label(title: text, icon: icon, iconColor: color, layout: label)
      let row = Drawing.hstack(spacing: 0, [label, .spacer, check])
        .padding(try m.layout.row.margins)
        .frame(minHeight: try m.layout.row.minHeight, fillsWidth: true)
      guard index == highlightedItem, !disabledItems.contains(index) else { return row }
      return row.background(.shape(.square, fill: try m.colors.row.highlightedBackground))
    }
    let list = Drawing.vstack(spacing: 0, rows)
    return (fillsWidth ? list.frame(fillsWidth: true) : list.frame(width: try m.layout.menuWidth))
      .background(
        .shape(shape, fill: try m.colors.menuBackground).shadow(
          try m.layout.menuShadow))
  }
}
