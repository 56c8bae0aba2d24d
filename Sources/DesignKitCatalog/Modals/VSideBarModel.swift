import DesignKitCore

/// The model of `VSideBar`: a panel sliding from an edge.
public struct VSideBarModel: ComponentModel {
  /// The edge a side bar slides from.
  public enum Edge: String, StyleChoice {
    /// The edge it slides in from (leading and trailing follow the layout direction).
    case leading, trailing
  }

  /// Sizes and spacing.
  public struct Layout: Codable, Sendable, Equatable {
    /// Width as a fraction of the container's.
    @Opacity public var widthFraction: Double = 0.67
    /// Corner radius of the corners away from the edge (the theme's radius; VComponents rounds by 15).
    @Dimension public var cornerRadius: Double = Metrics.cornerRadius
    /// Width of the border, drawn inside the panel's edge; 0 draws none.
    @Dimension public var borderWidth: Double = 0
    /// The shadow under the panel; a clear color draws none.
    public var shadow = Shadow.presented
    /// Margins around the content.
    public var contentMargins = Insets(Metrics.spacing(2))
    /// The screen it is drawn on when nothing gives it one (the gallery); fractions of the screen are of this size.
    public var screenSize = Size.sampleScreen
    /// The defaults.
    public init() {}
  }

  /// Colors.
  public struct Colors: Codable, Sendable, Equatable {
    /// The panel: the elevated screen background, so it rises over the page in dark mode.
    public var background = Palette.elevated.system
    /// The backdrop over the screen behind.
    public var dimming = Palette.dimming
    /// The border, drawn `layout.borderWidth` wide.
    public var border = Palette.outline
    /// The defaults.
    public init() {}
  }

  /// Behaviour.
  public struct Misc: Codable, Sendable, Equatable {
    /// The edge it slides from.
    public var edge = Edge.leading
    /// What dismisses it; a swipe toward the edge counts past `swipeThreshold`.
    public var dismissSources = DismissSources(closeButton: false, tapOutside: true, swipe: true)
    /// The defaults.
    public init() {}
  }

  /// Sizes and spacing.
  public var layout = Layout()
  /// Colors.
  public var colors = Colors()
  /// Fonts.
  public var fonts = NoFonts()
  /// Slide in and out.
  public var animations = PresentationAnimations.slide
  /// Behaviour.
  public var misc = Misc()

  /// The default model.
  ///
  /// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
  /// <doc:DefaultFoundations>): colors from `Palette` and spacing, radii and sizes from `Metrics`.
  public init() {}
}
