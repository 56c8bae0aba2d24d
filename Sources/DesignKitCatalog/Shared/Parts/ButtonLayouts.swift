import DesignKitCore

/// The layout of a button sized by its title (plain buttons, links) or its content (the base button): its tappable
/// margin and the rounded area it covers, which the background fills and the focus ring outlines.
public struct TextButtonLayout: ModelGroup {
  /// How far (points) the tappable area reaches beyond the title on each side; the background and focus ring cover
  /// it, as VComponents pads a plain button by its hit box.
  @Dimension public var hitBox: Double = 5
  /// Corner radius of the tappable area's background and focus ring.
  @Dimension public var cornerRadius: Double = 6
  /// Width of the focus ring, drawn outside the tappable area.
  @Dimension public var focusRingWidth: Double = 3
  /// How the icon sits beside the title; the icon 24 on iOS, 14 on macOS, 26 on watchOS (VComponents 8.1's plain
  /// button).
  public var label = LabelLayout(
    spacing: Metrics.spacing(1), iconSizes: PlatformTable<Dimension>(iOS: 24, macOS: 14, watchOS: 26))
  /// Width of the border, drawn inside the tappable area's edge; 0 draws none.
  @Dimension public var borderWidth: Double = 0
  /// Scale of the title or content per interaction state, about its centre.
  /// Each state per platform (VComponents 8.1: 0.98 pressed on watchOS, 1 elsewhere).
  public var labelScale = Motion.pressScale
  /// The defaults.
  ///
  /// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
  /// <doc:DefaultFoundations>): spacing, radii and sizes from `Metrics` and the pressed scale from `Motion`.
  public init() {}
}

/// The layout of a round icon button (chevron, close).
public struct IconButtonLayout: Codable, Sendable, Equatable {
  /// Diameter of the circular background.
  @Dimension public var dimension: Double = 32
  /// Size of the icon.
  @Dimension public var iconDimension: Double
  /// How far (points) the tappable area reaches beyond the circle on each side.
  @Dimension public var hitBox: Double = Metrics.hitBox(around: 32)
  /// Width of the focus ring, drawn outside the circle.
  @Dimension public var focusRingWidth: Double = 3
  /// Width of the border, drawn inside the circle's edge; 0 draws none.
  @Dimension public var borderWidth: Double = 0

  /// A layout with an icon of `iconDimension` points.
  public init(iconDimension: Double) { self.iconDimension = iconDimension }

  /// The target size paths of a round icon button.
  public static var targetSize: TargetSize {
    TargetSize(width: "layout.dimension", height: "layout.dimension", margin: "layout.hitBox")
  }
}

/// The fonts of a button with a title.
public struct TitleFonts: Codable, Sendable, Equatable {
  /// The title, per platform (a preset may give one font for every platform).
  public var title: PlatformFont
  /// How the title is set: lines, shrinking, case, alignment.
  public var titleConfiguration: TextConfiguration

  /// Fonts with a title font per platform, set as `titleConfiguration` says.
  public init(title: PlatformFont, titleConfiguration: TextConfiguration = .init()) {
    self.title = title
    self.titleConfiguration = titleConfiguration
  }

  /// Fonts with the same title font on every platform, set as `titleConfiguration` says.
  public init(title: Font, titleConfiguration: TextConfiguration = .init()) {
    self.init(title: PlatformFont(title), titleConfiguration: titleConfiguration)
  }

  /// The title beside a small value control (check box, radio button, toggle, a radio group's options): subheadline
  /// on iOS, body on macOS and watchOS (`Typography.compactTitle`).
  public static var valueControl: TitleFonts { TitleFonts(title: Typography.compactTitle(.subheadline)) }
}
