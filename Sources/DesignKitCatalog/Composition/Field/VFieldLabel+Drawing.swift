import DesignKitCore

extension VFieldLabel: DrawableComponent {
  public static var galleryPreview: VFieldLabel { VFieldLabel(text: "Email", isRequired: true) }

  /// The label text (in the error color when invalid, set by `fonts.textConfiguration`), followed by the required
  /// marker when the field is required and `misc.marksRequired`.
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    let font = try style.font("fonts.text")
    let color = try style.color("colors.text")
    var parts: [Drawing] = [try .text(text, font: "fonts.text", color: color, style: style)]
    if isRequired, try style.bool("misc.marksRequired") { parts.append(.text("*", font: font, color: color)) }
    return .hstack(spacing: try style.number("layout.markerSpacing"), parts)
  }
}
