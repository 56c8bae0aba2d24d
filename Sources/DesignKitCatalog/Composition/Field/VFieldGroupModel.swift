import DesignKitCore

/// The model of `VFieldGroup`: a column of form fields.
public typealias VFieldGroupModel = LayoutPartModel<FieldGroupPart>

/// The sizes and colors of `VFieldGroupModel`.
public enum FieldGroupPart: LayoutPartRole {
  public static var modelName: String { "VFieldGroupModel" }

  /// Sizes and spacing.
  public struct Layout: ModelGroup {
    /// Spacing between fields.
    @Dimension public var spacing: Double = Metrics.spacing(3)
    /// Padding around the group.
    public var padding = Insets.zero
    /// Whether the fields lay out in a row on wide layouts instead of a column.
    public var isHorizontal = false
    /// The defaults.
    public init() {}
  }

  /// Colors: a clear background.
  public typealias Colors = BackgroundColors
  /// Animations per transition slot: enabled-ness only (a group takes neither focus nor hover).
  public typealias Animations = AvailabilityAnimations
}
