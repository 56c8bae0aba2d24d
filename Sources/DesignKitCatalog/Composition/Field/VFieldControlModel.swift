import DesignKitCore

/// The model of `VFieldControl`: the slot of a field that wraps any control.
public typealias VFieldControlModel = LayoutPartModel<FieldControlPart>

/// The sizes and colors of `VFieldControlModel`.
public enum FieldControlPart: LayoutPartRole {
  public static var modelName: String { "VFieldControlModel" }

  /// Sizes and spacing.
  public struct Layout: ModelGroup {
    /// Margins around the wrapped control.
    public var contentMargins = Insets.zero
    /// Smallest height of the slot: a tap target whatever the control's own size.
    @Dimension public var minHeight: Double = 44
    /// Whether the control stretches to the field's width.
    public var fillsWidth = true
    /// The defaults.
    public init() {}
  }

  /// Colors per validation and interaction state.
  public struct Colors: ModelGroup {
    /// Behind the control (clear: the control shows its interaction, the field's error its validation).
    public var background = ValueStateTable<ValidationState, AdaptiveColor>(.init(Palette.clear))
    /// The defaults.
    public init() {}
  }
}
