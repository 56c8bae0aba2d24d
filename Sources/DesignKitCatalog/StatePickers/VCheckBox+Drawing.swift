import DesignKitCore

extension CheckBoxPickerRole {
  /// A rounded box, filled and marked with `layout.onIcon` (a checkmark) when on and `layout.indeterminateIcon` (a
  /// dash) when indeterminate, box and mark grown with the title's Dynamic Type size; the focus ring outside the box;
  /// the title (with its icon: `titled(_:icon:style:)`)
  /// beside it, `layout.titleSpacing` apart grown with the title's Dynamic Type size as the box is.
  public static func drawing(of box: VCheckBox, style: ResolvedStyle, environment: StyleEnvironment)
    throws(Diagnostic) -> Drawing
  {
    let (state, title, icon) = (box.state, box.title, box.icon)
    let m = Resolved<VCheckBoxModel>(style)
    let layout = try m.layout
    let colors = try m.colors
    let markIcon: DrawingIcon? =
      switch state.value {
      case .off: nil
      case .on: try layout.onIcon
      case .indeterminate: try layout.indeterminateIcon
      }
    // The box and its mark grow with the title, as a symbol beside text does (`selectionMark`).
    let scale = try m.fonts.title.dynamicTypeScale
    let mark = try markIcon.map { markIcon throws(Diagnostic) in
      let side = try layout.iconDimension * scale
      return Drawing.icon(markIcon, color: try colors.icon, side: side, lineWidth: try layout.borderWidth * scale)
    }
    return try Drawing.selectionMark(
      .rounded(try layout.cornerRadius), dimension: try layout.dimension, scale: scale,
      paint: .surface(try colors.fill, border: try colors.border, width: try layout.borderWidth),
      mark: mark ?? .empty, ringWidth: try layout.focusRingWidth, ringColor: try colors.focusRing
    )
    .titled(
      title, icon: icon, fonts: try m.fonts, color: try colors.title, iconColor: try colors.titleIcon,
      // The room before the title grows with it, as the box does: a 53 pt title does not touch its box.
      spacing: try layout.titleSpacing * scale, label: try layout.label,
      clearing: Drawing.ringReach(try layout.focusRingWidth))
  }
}
