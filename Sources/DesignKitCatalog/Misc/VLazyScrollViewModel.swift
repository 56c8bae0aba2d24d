import DesignKitCore

/// The model of `VLazyScrollView`: row geometry and the background.
public typealias VLazyScrollViewModel = GroupedModel<VLazyScrollViewRole>

/// The groups of `VLazyScrollViewModel`.
///
/// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
/// <doc:DefaultFoundations>): animations from `Motion`.
public enum VLazyScrollViewRole: GroupedRole {
  /// Sizes and spacing.
  public struct Layout: ModelGroup {
    /// The height assumed for a row that has not been built yet.
    @Dimension public var estimatedRowHeight: Double = 44
    /// Spacing between rows.
    @Dimension public var rowSpacing: Double = 0
    /// Margins around the rows.
    public var contentMargins = Insets(0)
    /// The defaults.
    public init() {}
  }

  /// Colors: behind the rows, clear.
  public typealias Colors = BackgroundColors

  /// Behaviour: none (how many rows a view builds ahead is the view's, not its look).
  public typealias Misc = NoMisc

  /// Animations.
  public typealias Animations = AvailabilityAnimations
}
