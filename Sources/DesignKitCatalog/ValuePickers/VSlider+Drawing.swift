import DesignKitCore

extension VSlider: DrawableComponent {
  public static var galleryPreview: VSlider { VSlider(value: 0.6, accessibilityLabel: "Volume") }

  /// A track filled from its start edge (`layout.direction`) to the value, with a shadowed thumb on the value.
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    let fraction = Self.fraction(of: value, in: range)
    return try .slider(from: 0, to: fraction, thumbs: [fraction], Resolved<Model>(style))
  }

  /// Where `value` sits in `range`, from 0 at its lower bound to 1 at its upper bound.
  static func fraction(of value: Double, in range: ClosedRange<Double>) -> Double {
    let span = range.upperBound - range.lowerBound
    return span > 0 ? min(1, max(0, (value - range.lowerBound) / span)) : 0
  }
}
