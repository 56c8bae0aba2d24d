import DesignKitCore

/// The model of `VFetchingAsyncImage`: an image fetched from a URL, showing a placeholder while empty or loading and
/// a retry button when the fetch failed.
public typealias VFetchingAsyncImageModel = GroupedModel<VFetchingAsyncImageRole>

/// The groups of `VFetchingAsyncImageModel`.
///
/// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
/// <doc:DefaultFoundations>): colors from `Palette`, spacing, radii and sizes from `Metrics`, fonts from `Typography`
/// and animations from `Motion`.
public enum VFetchingAsyncImageRole: GroupedRole {
  /// How the image fills its frame.
  public enum ContentMode: String, StyleChoice {
    /// The whole image shows, letterboxed; or the frame is covered, the image cropped.
    case fit, fill
  }

  /// Sizes and spacing.
  public struct Layout: ModelGroup {
    /// How the image fills its frame.
    public var contentMode = ContentMode.fill
    /// Corner radius of the image and its placeholder.
    @Dimension public var cornerRadius: Double = 0
    /// Size of the spinner shown while loading.
    @Dimension public var loadingIndicatorDimension: Double = 20
    /// Size of the icon of a failed image.
    @Dimension public var failureIconDimension: Double = 24
    /// Spacing between the failure icon and the retry button.
    @Dimension public var failureSpacing: Double = Metrics.spacing(1)
    /// The defaults.
    public init() {}
  }

  /// Colors.
  public struct Colors: ModelGroup {
    /// The placeholder shown while there is no image.
    public var placeholder = Palette.fill
    /// The spinner shown while loading.
    public var loadingIndicator = Palette.secondaryText
    /// The icon of a failed image.
    public var failureIcon = Palette.secondaryText
    /// The retry button's title.
    public var retryTitle = Palette.link
    /// Opacity of the image per phase: it fades in over the placeholder as it arrives (`animations.appear`).
    public var imageOpacity = StateTable<AsyncImagePhase, Opacity> { $0 == .loaded ? 1 : 0 }
    /// The defaults.
    public init() {}
  }

  /// Fonts.
  public struct Fonts: ModelGroup {
    /// The retry button's title.
    public var retryTitle = Typography.font(.footnote, weight: .semibold)
    /// The defaults.
    public init() {}
  }

  /// Animations per transition slot.
  public struct Animations: ModelGroup {
    /// When the image arrives and replaces the placeholder.
    public var appear = Motion.appear
    /// When loading starts, fails or the image is removed.
    public var stateChange = Motion.stateChange
    /// The defaults.
    public init() {}
  }

  /// Behaviour. Each setting reaches the async image machine under its own name.
  public struct Misc: ModelGroup {
    /// Seconds a fetch may run before it counts as failed; 0 waits for ever.
    @Seconds public var timeout: Double = 30
    /// Whether a failed fetch retries by itself; by default it does not: the failure shows and waits for the retry
    /// button, as VComponents 8.1's does.
    public var retriesAutomatically = false
    /// How many times a failed fetch retries by itself, when it does, before the failure stays.
    public var automaticRetries = 1
    /// Seconds between a failure and its automatic retry.
    @Seconds public var retryDelay: Double = 2
    /// Whether a new URL removes the image at once (otherwise the old image shows until the new one loads).
    public var removesImageOnURLChange = true
    /// Whether leaving the screen removes the image, so that it is fetched again when it comes back.
    public var removesImageOnDisappear = false
    /// The defaults.
    public init() {}

    /// The async image machine's tunables.
    public var parameters: AsyncImageParameters {
      var p = AsyncImageParameters()
      p.timeout = timeout > 0 ? timeout : nil
      p.automaticRetries = retriesAutomatically ? max(0, automaticRetries) : 0
      p.retryDelay = retryDelay
      p.removesImageOnURLChange = removesImageOnURLChange
      p.removesImageOnDisappear = removesImageOnDisappear
      return p
    }
  }
}

extension VFetchingAsyncImageModel {
  /// How the image fills its frame.
  public typealias ContentMode = VFetchingAsyncImageRole.ContentMode
}
