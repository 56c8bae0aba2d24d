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
  /// Diameter of a dot.
  public var dotDimension = PlatformTable<Dimension>(iOS: 10, watchOS: 4)
  /// Corner radius of a full-size dot (smaller dots scale it with them); half the diameter makes dots round.
  public var dotCornerRadius = PlatformTable<Dimension>(iOS: 5, watchOS: 2)
  /// Width of each dot's border (scaled with the dot), drawn inside its edge; 0 draws none.
  @Dimension public var dotBorderWidth: Double = 0
  /// Spacing between dots.
  public var spacing = PlatformTable<Dimension>(iOS: 5, watchOS: 4, tvOS: 10, visionOS: 10)
  /// Scale of the dots of pages not shown.
  @ScaleFactor public var unselectedDotScale: Double = 0.85
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
  /// Diameter of a dot.
  public var dotDimension = PlatformTable<Dimension>(iOS: 10, watchOS: 4)
  /// Corner radius of a full-size dot (smaller dots scale it with them); half the diameter makes dots round.
  public var dotCornerRadius = PlatformTable<Dimension>(iOS: 5, watchOS: 2)
  /// Width of each dot's border (scaled with the dot), drawn inside its edge; 0 draws none.
  @Dimension public var dotBorderWidth: Double = 0
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

/// The colors every page indicator type has.
public struct PageIndicatorColors: Codable, Sendable, Equatable {
  /// Dots of pages not shown.
  public var dot = Palette.outline
  /// The dot of the page shown.
  public var selectedDot = Palette.accent
  /// Border of the dots of pages not shown, `layout.dotBorderWidth` wide.
  public var dotBorder = Palette.outline
  /// Border of the dot of the page shown.
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
