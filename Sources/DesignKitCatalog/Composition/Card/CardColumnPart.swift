import DesignKitCore

/// The sizes of a card section that stacks its children in a column (a card's header, its content): the padding
/// around them, the spacing between them and how they align. A role passes its own defaults
/// (`CardColumnLayout(padding: Insets(Metrics.spacing(2)), spacing: Metrics.spacing(0.75))`).
public struct CardColumnLayout: ModelGroup {
  /// Padding around the children, per platform (half on watchOS, `Metrics.margins(_:)`).
  public var padding = Metrics.margins(Insets(Metrics.spacing(2)))
  /// Spacing between the children.
  @Dimension public var spacing: Double = Metrics.spacing(1)
  /// How the children align.
  public var alignment = LineAlignment.leading

  /// Padding of two spacing units, a spacing unit between the children, aligned to the leading edge.
  ///
  /// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
  /// <doc:DefaultFoundations>): spacing from `Metrics`.
  public init() {}

  /// A column with `padding` around its children (halved on watchOS, `Metrics.margins(_:)`), `spacing` between them,
  /// aligned as `alignment` says.
  public init(padding: Insets, spacing: Double, alignment: LineAlignment = .leading) {
    self.padding = Metrics.margins(padding)
    self.spacing = spacing
    self.alignment = alignment
  }
}

/// A card section that stacks its children in a column on a clear background (a card's header, its content): the
/// sizes, colors and drawing are the same for each, and each role gives its defaults and the placeholder it draws.
public protocol CardColumnRole: CardSectionRole
where Layout == CardColumnLayout, Colors == BackgroundColors, Animations == AvailabilityAnimations {
  /// What the section usually holds, drawn where its children go (disabled with the section when `disabled`).
  static func placeholder(environment: StyleEnvironment, disabled: Bool) throws(Diagnostic) -> [Drawing]
}

extension CardColumnRole {
  /// A content slot for the section's children (`Drawing.containerPart`, a column on `colors.background`) around
  /// the role's placeholder.
  public static func drawing(style: ResolvedStyle, environment: StyleEnvironment, disabled: Bool) throws(Diagnostic)
    -> Drawing
  {
    let m = Resolved<LayoutPartModel<Self>>(style)
    return Drawing.containerPart(
      axis: .vertical, placeholder: try placeholder(environment: environment, disabled: disabled),
      alignment: try m.layout.alignment, spacing: try m.layout.spacing, padding: try m.layout.padding,
      background: try m.colors.background)
  }
}
