import DesignKitCore

extension Drawing {
  /// A text part (a card's title, a field's error): `text` in `fonts.text` and `colors.text` at the state's
  /// `colors.opacity`, as wide as offered, set by `fonts.textConfiguration` (its lines placed by its alignment).
  static func textPart<Role>(_ text: String, _ m: Resolved<TextPartModel<Role>>) throws(Diagnostic) -> Drawing {
    let configuration = try m.fonts.textConfiguration
    let alignment = (try configuration.alignment).horizontal
    return try Drawing.text(text, font: try m.fonts.text, color: try m.colors.text, configuration: configuration)
      .opacity(try m.colors.opacity)
      .frame(fillsWidth: true, alignment: DrawingAlignment(horizontal: alignment))
  }

  /// `component` drawn with its default model in `environment`, its own content slots showing their placeholders:
  /// a realistic child for a container's placeholder. With `disabled`, in its disabled state: the children of a
  /// disabled container are disabled with it.
  static func sample<C: DrawableComponent>(
    _ component: C, in environment: StyleEnvironment, disabled: Bool = false
  ) throws(Diagnostic) -> Drawing {
    var component = component
    if disabled, let state = C.Machine.VisualState.allStates.first(where: { $0.isDisabled }) { component.state = state }
    return try component.drawing(in: environment).showingPlaceholders()
  }

  /// A container part (a card's header, content or footer): `placeholder` as the content slot, the children
  /// `spacing` apart along `axis` and aligned by `alignment`, inside `padding`, as wide as offered, on `background`
  /// when given.
  static func containerPart(
    axis: DrawingStack.Axis, placeholder: [Drawing], alignment lineAlignment: LineAlignment, spacing: Double,
    padding: ResolvedInsets, background: Color?
  ) -> Drawing {
    let alignment = lineAlignment.horizontal
    let children: Drawing =
      axis == .vertical
      ? .vstack(spacing: spacing, alignment: alignment, placeholder)
      : .hstack(spacing: spacing, placeholder)
    let part = Drawing.content(placeholder: children)
      .padding(padding)
      .frame(fillsWidth: true, alignment: DrawingAlignment(horizontal: alignment))
    guard let background else { return part }
    return part.background(.shape(.square, fill: background))
  }
}

extension LineAlignment {
  /// The horizontal placement this alignment names.
  var horizontal: DrawingAlignment.Horizontal {
    switch self {
    case .leading: .leading
    case .center: .center
    case .trailing: .trailing
    }
  }
}

extension TextPart {
  /// The text as a text part (`Drawing.textPart`): `fonts.text` in `colors.text`, set by `fonts.textConfiguration`.
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    try .textPart(text, Resolved<Model>(style))
  }
}

extension ComponentState {
  /// Whether this state's interaction is disabled.
  var isDisabled: Bool {
    selection.caseName(for: InteractionState.dimensionName) == InteractionState.disabled.rawValue
  }
}
