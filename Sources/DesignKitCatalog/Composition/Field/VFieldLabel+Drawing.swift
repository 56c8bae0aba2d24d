import DesignKitCore

extension VFieldLabel: DrawableComponent {
  public static var galleryPreview: VFieldLabel { VFieldLabel(text: "Email", isRequired: true) }

  /// The label text (in the error color when invalid, set by `fonts.textConfiguration`), followed by the required
  /// marker when the field is required and `misc.marksRequired`.
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    let m = Resolved<Model>(style)
    let font = try m.fonts.text
    let color = try m.colors.text
    var parts: [Drawing] = [try .text(text, font: font, color: color, configuration: try m.fonts.textConfiguration)]
    if isRequired, try m.misc.marksRequired { parts.append(.text("*", font: font, color: color)) }
    return .hstack(spacing: try m.layout.markerSpacing, parts)
  }
}
