import DesignKitCore

extension VFieldGroup: DrawableComponent {
  public static var galleryPreview: VFieldGroup { VFieldGroup(legend: "Account") }

  /// Its fields (a content slot) inside `layout.padding` on `colors.background`; the gallery's sample is two text
  /// fields in a column (a row when `layout.isHorizontal`), `layout.spacing` apart, disabled with the group.
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    let fieldState = ValueState<ValidationState>(.none, state == .disabled ? .disabled : .enabled)
    let fields = [
      try VTextField(state: fieldState, placeholder: "Name", text: "Ada Lovelace").drawing(in: environment),
      try VTextField(state: fieldState, placeholder: "Email").drawing(in: environment),
    ]
    let m = Resolved<Model>(style)
    let spacing = try m.layout.spacing
    let sample: Drawing =
      try m.layout.isHorizontal
      ? .hstack(spacing: spacing, fields) : .vstack(spacing: spacing, alignment: .leading, fields)
    return Drawing.content(placeholder: sample)
      .padding(try m.layout.padding)
      .background(.shape(.square, fill: try m.colors.background))
  }
}
