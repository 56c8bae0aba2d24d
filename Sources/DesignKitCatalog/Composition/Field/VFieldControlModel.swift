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
    /// Behind the control: clear, tinted by a validation highlight's role (the control shows its interaction).
    public var background = ValueStateTable<ValidationState, AdaptiveColor>(
      none: .init(Palette.clear), success: .init(Palette.success.opacity(0.08)),
      error: .init(Palette.error.opacity(0.08)), warning: .init(Palette.warning.opacity(0.08)))
    /// The defaults.
    public init() {}
  }
}
