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
  /// Width of the dots of pages not shown.
  @Dimension public var dotWidth: Double = 8
  /// Width of the dot of the page shown; wider than `dotWidth`, it draws the selected page as a bar.
  @Dimension public var selectedDotWidth: Double = 8
  /// Height of the dots of pages not shown.
  @Dimension public var dotHeight: Double = 8
  /// Height of the dot of the page shown.
  @Dimension public var selectedDotHeight: Double = 8
  /// Corner radius of the dots of pages not shown; half the smaller side makes them round.
  @Dimension public var dotCornerRadius: Double = 4
  /// Corner radius of the dot of the page shown.
  @Dimension public var selectedDotCornerRadius: Double = 4
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
  /// Width of a full-size dot (the dots towards the window's edges scale it down).
  @Dimension public var dotWidth: Double = 8
  /// Height of a full-size dot.
  @Dimension public var dotHeight: Double = 8
  /// Corner radius of a full-size dot of a page not shown (smaller dots scale it with them); half the smaller side
  /// makes dots round.
  @Dimension public var dotCornerRadius: Double = 4
  /// Corner radius of the dot of the page shown (scaled with it).
  @Dimension public var selectedDotCornerRadius: Double = 4
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

/// The colors every page indicator type has.
public struct PageIndicatorColors: Codable, Sendable, Equatable {
  /// Dots of pages not shown.
  public var dot = Palette.outline
  /// The dot of the page shown.
  public var selectedDot = Palette.accent
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
