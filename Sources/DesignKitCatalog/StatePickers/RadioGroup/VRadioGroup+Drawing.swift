import DesignKitCore

extension VRadioGroup: DrawableComponent {
  public static var galleryPreview: VRadioGroup {
    VRadioGroup(
      options: ["Small", "Medium", "Large", "Extra large"], optionIcons: [nil, nil, .star], disabledOptions: [3],
      selection: 1,
      accessibilityLabel: "Size")
  }

  /// A column of radio buttons (VRadioButton's drawing) with their titles and icons (in the title's color); the
  /// selected one with its bullet and the focus ring; an option disabled on its own faded to
  /// `colors.disabledOptionOpacity`.
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    let m = Resolved<Model>(style)
    let radioButton = try m.layout.radioButton
    let options = try options.enumerated().map { index, title throws(Diagnostic) -> Drawing in
      let isSelected = index == selection
      let option = try optionStyle(isSelected: isSelected, style: style)
      let scale = Drawing.textScale(of: "fonts.title", in: option)
      let bulletSide = try radioButton.bulletDimension * scale
      let bulletShape = DrawingShape.rectangle(CornerRadii(try radioButton.bulletCornerRadius * scale), .circular)
      let bullet: Drawing =
        isSelected
        ? Drawing.shape(bulletShape, fill: try m.colors.bullet).frame(
          width: bulletSide, height: bulletSide)
        : .empty
      let icon = optionIcons.indices.contains(index) ? optionIcons[index] : nil
      let circle = DrawingShape.rectangle(CornerRadii(try radioButton.cornerRadius), .circular)
      let drawn = try Drawing.selectionMark(circle, fill: nil, mark: bullet, style: option).titled(
        title, icon: icon, style: option)
      return disabledOptions.contains(index) ? drawn.opacity(try m.colors.disabledOptionOpacity) : drawn
    }
    return .vstack(spacing: try m.layout.optionSpacing, alignment: .leading, options)
  }

  /// One option's style with a radio button's paths: the group's `layout.radioButton`, its border (the selected
  /// border when selected), title (its icon's too) and fonts, and the focus ring on the selected option only.
  private func optionStyle(isSelected: Bool, style: ResolvedStyle) throws(Diagnostic) -> ResolvedStyle {
    let m = Resolved<Model>(style)
    let border = try (isSelected ? m.colors.selectedBorder : m.colors.border)
    let ring = isSelected ? try m.colors.focusRing : Color.clear
    return .object([
      ResolvedField("layout", style["layout.radioButton"] ?? .object([])),
      ResolvedField(
        "colors",
        .object([
          ResolvedField("border", .color(border)), ResolvedField("title", .color(try m.colors.title)),
          ResolvedField("titleIcon", .color(try m.colors.title)),
          ResolvedField("focusRing", .color(ring)),
        ])),
      ResolvedField("fonts", style["fonts"] ?? .object([])),
    ])
  }
}
