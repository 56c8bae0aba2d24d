import DesignKitCore

extension VRangeSlider: DrawableComponent {
  public static var galleryPreview: VRangeSlider {
    VRangeSlider(lower: 0.25, upper: 0.75, accessibilityLabel: "Price")
  }

  /// A track running in `layout.direction`, filled between the two values, with a shadowed thumb on each.
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    let (from, to) = (VSlider.fraction(of: lower, in: range), VSlider.fraction(of: upper, in: range))
    return try .slider(from: from, to: to, thumbs: [from, to], Resolved<Model>(style))
  }
}
