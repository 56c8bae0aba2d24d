import DesignKitCore

/// The model of `VPageIndicator`: one model per type (`VPageIndicator.Kind`).
public struct VPageIndicatorModel: ComponentModel {
  /// A dot per page.
  public var finite = VPageIndicatorFiniteModel()
  /// A window of dots over many pages.
  public var infinite = VPageIndicatorInfiniteModel()
  /// Finite up to `layout.finiteDotLimit` pages, infinite beyond.
  public var auto = VPageIndicatorAutoModel()

  /// The default model.
  ///
  /// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
  /// <doc:DefaultFoundations>): colors from `Palette` and animations from `Motion`.
  public init() {}

  /// The behaviour of the type in use.
  public func misc(for type: VPageIndicator.Kind) -> PageIndicatorMisc {
    switch type {
    case .finite: finite.misc
    case .infinite: infinite.misc
    case .auto: auto.misc
    }
  }
}

/// The sizes of one page indicator type; the rest of its model (`PageIndicatorTypeModel`) is the same for every type.
public protocol PageIndicatorLayout: ModelGroup, ModelRole, ResolvedGroup {}

/// The model of one `VPageIndicator` type: its own `Layout`, and the colors, animations and behaviour every type
/// has. Each type is an alias (`VPageIndicatorFiniteModel`).
public struct PageIndicatorTypeModel<Layout: PageIndicatorLayout>: ComponentModel {
  /// Sizes and spacing.
  public var layout = Layout()
  /// Colors.
  public var colors = PageIndicatorColors()
  /// Fonts.
  public var fonts = NoFonts()
  /// Animations per transition slot.
  public var animations = PageIndicatorAnimations()
  /// Behaviour.
  public var misc = PageIndicatorMisc()

  /// The default model.
  public init() {}

  public static var typeName: String { Layout.modelName }
}

/// The model of a finite `VPageIndicator`.
public typealias VPageIndicatorFiniteModel = PageIndicatorTypeModel<PageIndicatorFiniteLayout>

/// The sizes of a finite `VPageIndicator`: a dot per page.
public struct PageIndicatorFiniteLayout: PageIndicatorLayout {
  public static var modelName: String { "VPageIndicatorFiniteModel" }
  /// The way the dots run from the first page to the last.
  public var direction = AxisDirection.leadingToTrailing
  /// Width of the dots of pages not shown, per platform (VComponents 8.1: 8, 4 on watchOS, 10 on tvOS and visionOS).
  public var dotWidth = PageIndicatorDots.size
  /// Width of the dot of the page shown, per platform; wider than `dotWidth`, it draws the selected page as a bar.
  public var selectedDotWidth = PageIndicatorDots.size
  /// Height of the dots of pages not shown, per platform.
  public var dotHeight = PageIndicatorDots.size
  /// Height of the dot of the page shown, per platform.
  public var selectedDotHeight = PageIndicatorDots.size
  /// Corner radius of the dots of pages not shown, per platform (8.1: 4, 2 on watchOS, 5 on tvOS and visionOS); half
  /// the smaller side makes them round.
  public var dotCornerRadius = PageIndicatorDots.cornerRadius
  /// Corner radius of the dot of the page shown, per platform.
  public var selectedDotCornerRadius = PageIndicatorDots.cornerRadius
  /// Width of the border of the dots of pages not shown, drawn inside their edge; 0 draws none.
  @Dimension public var dotBorderWidth: Double = 0
  /// Width of the border of the dot of the page shown, drawn inside its edge; 0 draws none.
  @Dimension public var selectedDotBorderWidth: Double = 0
  /// Spacing between dots.
  public var spacing = PlatformTable<Dimension>(iOS: 5, watchOS: 4, tvOS: 10, visionOS: 10)
  /// The defaults.
  public init() {}
}

/// The model of an infinite `VPageIndicator`.
public typealias VPageIndicatorInfiniteModel = PageIndicatorTypeModel<PageIndicatorInfiniteLayout>

/// The sizes of an infinite `VPageIndicator`: a window of dots over many pages.
public struct PageIndicatorInfiniteLayout: PageIndicatorLayout {
  public static var modelName: String { "VPageIndicatorInfiniteModel" }
  /// The way the dots run from the first page to the last.
  public var direction = AxisDirection.leadingToTrailing
  /// Width of a full-size dot, per platform (the dots towards the window's edges scale it down; VComponents 8.1: 8, 4
  /// on watchOS, 10 on tvOS and visionOS).
  public var dotWidth = PageIndicatorDots.size
  /// Height of a full-size dot, per platform.
  public var dotHeight = PageIndicatorDots.size
  /// Corner radius of a full-size dot of a page not shown, per platform (smaller dots scale it with them; 8.1: 4, 2
  /// on watchOS, 5 on tvOS and visionOS); half the smaller side makes dots round.
  public var dotCornerRadius = PageIndicatorDots.cornerRadius
  /// Corner radius of the dot of the page shown, per platform (scaled with it).
  public var selectedDotCornerRadius = PageIndicatorDots.cornerRadius
  /// Width of the border of a full-size dot of a page not shown (scaled with the dot), drawn inside its edge; 0 draws
  /// none.
  @Dimension public var dotBorderWidth: Double = 0
  /// Width of the border of the dot of the page shown (scaled with it), drawn inside its edge; 0 draws none.
  @Dimension public var selectedDotBorderWidth: Double = 0
  /// Spacing between dots.
  public var spacing = PlatformTable<Dimension>(iOS: 5, watchOS: 4, tvOS: 10, visionOS: 10)
  /// The most dots shown at once.
  public var visibleDots = 7
  /// Dots at full size in the middle of the window.
  public var centerDots = 3
  /// Scale of the dots at the window's edges.
  @ScaleFactor public var edgeDotScale: Double = 0.5
  /// The defaults.
  public init() {}
}

/// The model of an auto `VPageIndicator`: the finite and infinite layouts it switches between.
public typealias VPageIndicatorAutoModel = PageIndicatorTypeModel<PageIndicatorAutoLayout>

/// The sizes of an auto `VPageIndicator`, per form it may take.
public struct PageIndicatorAutoLayout: PageIndicatorLayout {
  public static var modelName: String { "VPageIndicatorAutoModel" }
  /// The most pages drawn finite; more pages draw infinite.
  public var finiteDotLimit = 7
  /// The layout while finite.
  public var finite = PageIndicatorFiniteLayout()
  /// The layout while infinite.
  public var infinite = PageIndicatorInfiniteLayout()
  /// The defaults.
  public init() {}
}

/// The per-platform dot sizes every page indicator layout starts from (VComponents 8.1's `#if os(...)` dot sizes).
public enum PageIndicatorDots {
  /// A dot's width or height: 8, 4 on watchOS, 10 on tvOS and visionOS.
  public static var size: PlatformTable<Dimension> { PlatformTable(iOS: 8, watchOS: 4, tvOS: 10, visionOS: 10) }
  /// A dot's corner radius, half its size: 4, 2 on watchOS, 5 on tvOS and visionOS.
  public static var cornerRadius: PlatformTable<Dimension> { size.map { Dimension(wrappedValue: $0.wrappedValue / 2) } }
}

/// The colors every page indicator type has.
public struct PageIndicatorColors: Codable, Sendable, Equatable {
  /// Dots of pages not shown, per platform: `Palette.outline`, and VComponents 8.1's in the dark scheme on watchOS
  /// (120 gray) and visionOS (white at 50 %), which show no light scheme (there the light cell keeps iOS's).
  public var dot = PlatformColor(
    iOS: Palette.outline, watchOS: Palette.darkOnly(Color(white255: 120), over: Palette.outline),
    visionOS: Palette.darkOnly(Color(white: 1, alpha: 0.5), over: Palette.outline))
  /// The dot of the page shown, per platform: the accent (8.1's blue), and 8.1's white in the dark scheme on
  /// visionOS.
  public var selectedDot = PlatformColor(
    iOS: Palette.accent, visionOS: Palette.darkOnly(.white, over: Palette.accent))
  /// Border of the dots of pages not shown, `layout.dotBorderWidth` wide.
  public var dotBorder = Palette.outline
  /// Border of the dot of the page shown, `layout.selectedDotBorderWidth` wide.
  public var selectedDotBorder = Palette.accent
  /// The default model.
  ///
  /// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
  /// <doc:DefaultFoundations>): colors from `Palette`.
  public init() {}
}

/// The animations every page indicator type has, per transition slot.
public struct PageIndicatorAnimations: Codable, Sendable, Equatable {
  /// When the page shown moves.
  public var selection = AnimationSpec.linear(duration: 0.15)
  /// When the page count changes.
  public var stateChange = Motion.stateChange
  /// The default model.
  ///
  /// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
  /// <doc:DefaultFoundations>): animations from `Motion`.
  public init() {}
}

/// The behaviour every page indicator type has.
public struct PageIndicatorMisc: Codable, Sendable, Equatable {
  /// Seconds between automatic advances to the next page; 0 turns auto-advance off.
  @Seconds public var autoAdvanceInterval: Double = 0
  /// The defaults.
  public init() {}
}
