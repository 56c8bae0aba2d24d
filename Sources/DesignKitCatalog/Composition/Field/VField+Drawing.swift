import DesignKitCore

extension VField: DrawableComponent {
  public static var galleryPreview: VField { VField(error: "Enter a valid email address") }

  /// Its parts (a content slot) on `colors.background`; the gallery's sample is a label, an email field in the
  /// field's validation state and the description, with the error in the error state (in place of the description
  /// when `misc.errorReplacesDescription`), `layout.spacing` apart.
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    let m = Resolved<Model>(style)
    var parts = [
      try VFieldLabel(state: state, text: "Email", isRequired: true).drawing(in: environment),
      try VTextField(state: state, placeholder: "Email", text: "ada@").drawing(in: environment),
    ]
    let replaces = try m.misc.errorReplacesDescription
    if !showsError || !replaces {
      parts.append(try VFieldDescription(text: "We never share it").drawing(in: environment))
    }
    if showsError { parts.append(try VFieldError(text: error).drawing(in: environment)) }
    let sample = Drawing.vstack(spacing: try m.layout.spacing, alignment: .leading, parts)
    return Drawing.content(placeholder: sample)
      .background(.shape(.square, fill: try m.colors.background))
  }
}
