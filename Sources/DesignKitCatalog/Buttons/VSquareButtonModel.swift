import DesignKitCore

/// The model of `VSquareButton`: a square filled button with a short title or an icon.
public typealias VSquareButtonModel = FilledButtonModel<SquareButtonRole>

/// The sizes and title font of `VSquareButtonModel`.
public enum SquareButtonRole: FilledButtonRole {
  public static var modelName: String { "VSquareButtonModel" }

  /// Sizes and spacing.
  public struct Layout: ModelGroup {
    /// Side of the square.
    @Dimension public var dimension: Double = 56
    /// Corner radius of the background.
    @Dimension public var cornerRadius: Double = 16
    /// Margins around the title.
    public var contentMargins = Insets(horizontal: 3, vertical: 3)
    /// Width of the focus ring, drawn outside the background.
    @Dimension public var focusRingWidth: Double = 3
    /// How the icon sits beside the title.
    public var label = LabelLayout(spacing: Metrics.spacing(1), iconSize: 24)
    /// The defaults.
    public init() {}
  }

  /// Semibold subheadline: the type scale has no 14 pt style, which VComponents uses.
  public static var titleFont: Font { Typography.font(.subheadline, weight: .semibold) }
}
