import DesignKitCore

/// The model of `VCarousel`: cards paged sideways, the selected one centered with its neighbours peeking at the sides.
public typealias VCarouselModel = GroupedModel<VCarouselRole>

/// The groups of `VCarouselModel`.
///
/// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
/// <doc:DefaultFoundations>): spacing, radii and sizes from `Metrics` and animations from `Motion`.
public enum VCarouselRole: GroupedRole {
  /// Sizes and spacing.
  public struct Layout: ModelGroup {
    /// Spacing between cards, per platform (VComponents 8.1: 15, 7.5 on watchOS).
    public var cardSpacing = PlatformTable<Dimension>(iOS: Dimension(wrappedValue: Metrics.spacing(2)), watchOS: 7.5)
    /// Margins around the selected card, per platform (8.1: 30 at each side, 15 on watchOS): the sides show the
    /// neighbours peeking in.
    public var cardMargins = PlatformTable<Insets>(
      iOS: Insets(top: 0, leading: Metrics.spacing(4), bottom: 0, trailing: Metrics.spacing(4)),
      watchOS: Insets(top: 0, leading: 15, bottom: 0, trailing: 15))
    /// Scale of a side card's height (1 keeps every card alike); it moves toward 1 as a card is dragged to the middle.
    @ScaleFactor public var sideCardHeightScale: Double = 1
    /// The shadow under each card.
    public var cardShadow = Shadow.none
    /// Scale of the selected card's height (VComponents 8.1's selected `cardHeightScales`); a card moves from it
    /// toward `sideCardHeightScale` as it leaves the middle.
    @ScaleFactor public var selectedCardHeightScale: Double = 1
    /// The defaults.
    public init() {}
  }

  /// Colors.
  public struct Colors: ModelGroup {
    /// Opacity of a side card; it moves toward 1 as a card is dragged to the middle.
    @Opacity public var sideCardOpacity: Double = 1
    /// Opacity of the selected card (VComponents 8.1's selected `cardOpacities`); a card moves from it toward
    /// `sideCardOpacity` as it leaves the middle.
    @Opacity public var selectedCardOpacity: Double = 1
    /// Opacity of the cards while the carousel is disabled (8.1's `.disabled` leaves the look to the content; a
    /// disabled carousel here dims, as disabled text does).
    @Opacity public var disabledOpacity: Double = 0.4
    /// The defaults.
    public init() {}
  }

  /// Fonts.
  public typealias Fonts = NoFonts

  /// Animations per transition slot.
  public typealias Animations = PagingAnimations

  /// Behaviour.
  public typealias Misc = PagingBehavior
}

extension VCarouselModel {
  /// The paging machine's tunables for a carousel `containerWidth` points wide on `platform`: a page is a card and
  /// its spacing (that platform's `layout.cardMargins` and `layout.cardSpacing`, as the drawing there reads them), and
  /// the pages settle for as long as the selection animation lasts.
  public func parameters(containerWidth: Double, on platform: StyleEnvironment.Platform = .iOS) -> PagingParameters {
    let margins = layout.cardMargins[platform]
    let card = containerWidth - margins.leading - margins.trailing
    return misc.parameters(pageWidth: card + layout.cardSpacing.points(on: platform), settling: animations.selection)
  }
}
