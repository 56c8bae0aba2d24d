import DesignKitCore

/// The model of `VSecondaryButton`: a compact filled capsule for secondary actions.
public typealias VSecondaryButtonModel = FilledButtonModel<SecondaryButtonRole>

/// The sizes and title font of `VSecondaryButtonModel`.
public enum SecondaryButtonRole: FilledButtonRole {
  public static var modelName: String { "VSecondaryButtonModel" }

  /// Sizes and spacing.
  public struct Layout: ModelGroup {
    /// Smallest height of the button; it grows with its title.
    @Dimension public var minHeight: Double = 32
    /// How far (points) the tappable area reaches beyond the control on each side.
    @Dimension public var hitBox: Double = Metrics.hitBox(around: 32)
    /// Corner radius of the background (half the height: a capsule).
    @Dimension public var cornerRadius: Double = 16
    /// Margins around the title.
    public var contentMargins = Insets(horizontal: Metrics.spacing(1.25), vertical: 3)
    /// Width of the focus ring, drawn outside the background.
    @Dimension public var focusRingWidth: Double = 3
    /// How the icon sits beside the title.
    public var label = LabelLayout(spacing: Metrics.spacing(1), iconSize: 16)
    /// The defaults.
    public init() {}
  }

  public static var titleFont: Font { Typography.font(.callout, weight: .semibold) }
}
