import DesignKitCore

extension VRadioGroup: DrawableComponent {
  public static var galleryPreview: VRadioGroup {
    VRadioGroup(
      options: ["Small", "Medium", "Large", "Extra large"], optionIcons: [nil, nil, .star], disabledOptions: [3],
      selection: 1,
      accessibilityLabel: "Size")
  }

  /// A column of radio buttons (VRadioButton's drawing) with their titles and icons (in the title's color); the
  /// selected one with its bullet and the focus ring; circle and title spacing grown with the title's Dynamic Type
  /// size; an option disabled on its own faded to
  /// `colors.disabledOptionOpacity`.
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    let m = Resolved<Model>(style)
    let radioButton = try m.layout.radioButton
    let colors = try m.colors
    let fonts = try m.fonts
    let scale = try fonts.title.dynamicTypeScale
    let options = try options.enumerated().map { index, title throws(Diagnostic) -> Drawing in
      let isSelected = index == selection
      let bulletSide = try radioButton.bulletDimension * scale
      let bulletShape = DrawingShape.rectangle(CornerRadii(try radioButton.bulletCornerRadius * scale), .circular)
      let bullet: Drawing =
        isSelected
        ? Drawing.shape(bulletShape, fill: try colors.bullet).frame(width: bulletSide, height: bulletSide)
        : .empty
      let icon = optionIcons.indices.contains(index) ? optionIcons[index] : nil
      let circle = DrawingShape.rectangle(CornerRadii(try radioButton.cornerRadius), .circular)
      let border = try isSelected ? colors.selectedBorder : colors.border
      let drawn = try Drawing.selectionMark(
        circle, dimension: try radioButton.dimension, scale: scale,
        paint: .surface(nil, border: border, width: try radioButton.borderWidth), mark: bullet,
        ringWidth: try radioButton.focusRingWidth, ringColor: isSelected ? try colors.focusRing : .clear
      )
      .titled(
        title, icon: icon, fonts: fonts, color: try colors.title, iconColor: try colors.title,
        // The room before the title grows with it, as the circle does (VRadioButton's drawing).
        spacing: try radioButton.titleSpacing * scale, label: try radioButton.label,
        clearing: Drawing.ringReach(try radioButton.focusRingWidth))
      return disabledOptions.contains(index) ? drawn.opacity(try colors.disabledOptionOpacity) : drawn
    }
    return .vstack(spacing: try m.layout.optionSpacing, alignment: .leading, options)
  }
}
