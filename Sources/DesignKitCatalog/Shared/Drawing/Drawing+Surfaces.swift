import DesignKitCore

extension Drawing {
  /// The horizontal placement the model's `LineAlignment` at `path` names.
  static func lineAlignment(at path: String, style: ResolvedStyle) throws(Diagnostic) -> DrawingAlignment.Horizontal {
    try style.choice(path, as: LineAlignment.self).horizontal
  }

  /// A text part (a card's title, a field's error): `text` in `fonts.text` and `colors.text` at the state's
  /// `colors.opacity`, as wide as offered, set by `fonts.textConfiguration` (its lines placed by its alignment).
  static func textPart(_ text: String, style: ResolvedStyle) throws(Diagnostic) -> Drawing {
    let alignment = try lineAlignment(at: "fonts.textConfiguration.alignment", style: style)
    return try Drawing.text(text, font: "fonts.text", color: try style.color("colors.text"), style: style)
      .opacity(try style.number("colors.opacity"))
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
  /// `layout.spacing` apart along `axis` and aligned by `layout.alignment`, inside `layout.padding`, as wide as
  /// offered, on `colors.<background>` when given.
  static func containerPart(
    axis: DrawingStack.Axis, placeholder: [Drawing], background: String?, style: ResolvedStyle
  ) throws(Diagnostic) -> Drawing {
    let alignment = try lineAlignment(at: "layout.alignment", style: style)
    let spacing = try style.number("layout.spacing")
    let children: Drawing =
      axis == .vertical
      ? .vstack(spacing: spacing, alignment: alignment, placeholder)
      : .hstack(spacing: spacing, placeholder)
    let part = Drawing.content(placeholder: children)
      .padding(try style.insets("layout.padding"))
      .frame(fillsWidth: true, alignment: DrawingAlignment(horizontal: alignment))
    guard let background else { return part }
    return part.background(.shape(.square, fill: try style.color(background)))
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

extension TextPartComponent {
  /// The text as a text part (`Drawing.textPart`): `fonts.text` in `colors.text`, set by `fonts.textConfiguration`.
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    try .textPart(text, style: style)
  }
}

extension ComponentState {
  /// Whether this state's interaction is disabled.
  var isDisabled: Bool {
    selection.caseName(for: InteractionState.dimensionName) == InteractionState.disabled.rawValue
  }
}
