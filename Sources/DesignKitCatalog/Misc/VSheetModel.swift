import DesignKitCore

/// The model of `VSheet`: a rounded background.
public typealias VSheetModel = GroupedModel<VSheetRole>

/// The groups of `VSheetModel`.
///
/// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
/// <doc:DefaultFoundations>): colors from `Palette`, spacing, radii and sizes from `Metrics` and animations from
/// `Motion`.
public enum VSheetRole: GroupedRole {
  /// Which corners are rounded.
  public enum RoundedCorners: String, StyleChoice {
    /// Which corners are rounded.
    case all, top, bottom, none
  }

  /// Sizes and spacing.
  public struct Layout: ModelGroup {
    /// The radius of each corner, per platform (the theme's radius; VComponents 8.1's group box rounds by 15 on iOS,
    /// 7.5 on macOS, 10 on watchOS and 20 on tvOS); one number in a preset sets every corner on every platform.
    public var cornerRadius = PlatformTable<Corners>(
      iOS: Corners(Metrics.cornerRadius), macOS: 7.5, watchOS: 10, tvOS: 20)
    /// Whether right to left the leading and trailing corners change sides with the layout (on), or keep the side
    /// each radius is on left to right (off).
    public var reversesCornersRightToLeft = true
    /// Which corners are rounded (with their `cornerRadius`); the others are square.
    public var roundedCorners = RoundedCorners.all
    /// Margins between the edges and the content.
    public var contentMargins = PlatformTable<Insets>(
      iOS: Insets(Metrics.spacing(1.25)), macOS: Insets(7.5), watchOS: Insets(10), tvOS: Insets(20))
    /// The shadow under the sheet; a clear color draws none.
    public var shadow = Shadow.none
    /// The border's width, drawn inside the sheet's shape in `colors.border`; 0 draws none. Per platform: 8.1's group
    /// box outlines itself on macOS alone (1 pt, the theme's hairline; 8.1: one pixel).
    public var borderWidth = PlatformTable<Dimension>(iOS: 0, macOS: Dimension(wrappedValue: Metrics.hairline))
    /// The defaults.
    public init() {}
  }

  /// Colors.
  public struct Colors: ModelGroup {
    /// The background, per platform (`Palette.groupedSurface`: the layer on iOS, 8.1's translucent fills elsewhere).
    public var background = Palette.groupedSurface
    /// The border, drawn `layout.borderWidth` wide.
    public var border = Palette.outline
    /// The defaults.
    public init() {}
    /// Colors with one background on every platform and the default border.
    public init(background: AdaptiveColor) { self.background = PlatformColor(background) }
  }

  /// Behaviour.
  public struct Misc: ModelGroup {
    /// Whether content is clipped to the rounded shape.
    public var clipsContent = true
    /// The defaults.
    public init() {}
  }

  /// Animations per transition slot.
  public typealias Animations = AvailabilityAnimations
}

extension VSheetModel {
  /// Which corners are rounded.
  public typealias RoundedCorners = VSheetRole.RoundedCorners
}
