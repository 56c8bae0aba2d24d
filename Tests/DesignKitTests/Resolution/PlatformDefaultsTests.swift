import DesignKit
import Testing

/// The defaults that follow the platform, as VComponents 8.1's `#if os(...)` defaults do: each row is a component,
/// a field and its value per platform, read from the resolved default style under that platform.
@Suite struct PlatformDefaultsTests {
  /// One per-platform default: 8.1's value where 8.1 gives a platform its own, DesignKit's iOS default elsewhere
  /// (iPadOS, and tvOS and visionOS unless 8.1 names them, follow iOS).
  struct Row: Sendable, CustomStringConvertible {
    var component: String
    var path: String
    var iOS: Double
    var macOS: Double? = nil
    var watchOS: Double? = nil
    var tvOS: Double? = nil
    var visionOS: Double? = nil
    var description: String { "\(component) \(path)" }

    func expected(on platform: StyleEnvironment.Platform) -> Double {
      switch platform {
      case .iOS, .iPadOS: iOS
      case .macOS: macOS ?? iOS
      case .watchOS: watchOS ?? iOS
      case .tvOS: tvOS ?? iOS
      case .visionOS: visionOS ?? iOS
      }
    }
  }

  static let rows: [Row] = [
    Row(component: "VStretchedButton", path: "layout.minHeight", iOS: 50, macOS: 40, watchOS: 64),
    Row(component: "VStretchedButton", path: "layout.cornerRadius", iOS: 12, macOS: 12, watchOS: 32),
    Row(component: "VWrappedButton", path: "layout.minHeight", iOS: 32, watchOS: 48),
    Row(component: "VWrappedButton", path: "layout.cornerRadius", iOS: 16, watchOS: 24),
    Row(component: "VRectangularButton", path: "layout.dimension", iOS: 56, macOS: 28),
    Row(component: "VRectangularButton", path: "layout.cornerRadius", iOS: 16, macOS: 6),
    Row(component: "VRectangularCaptionButton", path: "layout.rectangleSize.width", iOS: 56, watchOS: 64),
    Row(component: "VRectangularCaptionButton", path: "layout.iconDimension", iOS: 24, watchOS: 26),
    Row(component: "VRectangularCaptionButton", path: "layout.rectangleCaptionSpacing", iOS: 8, watchOS: 3),
    Row(component: "VRectangularCaptionButton", path: "layout.captionIconDimension", iOS: 16, watchOS: 18),
    Row(component: "VProgressBar", path: "layout.height", iOS: 10, watchOS: 13.5),
    Row(component: "VProgressBar", path: "layout.cornerRadius", iOS: 5, watchOS: 6.75),
    Row(component: "VSpinner", path: "continuous.layout.dimension", iOS: 15, macOS: 25, tvOS: 30, visionOS: 30),
    Row(component: "VSpinner", path: "continuous.layout.thickness", iOS: 2, macOS: 3, tvOS: 4, visionOS: 4),
    Row(component: "VPageIndicator", path: "finite.layout.dotDimension", iOS: 10, watchOS: 4),
    Row(component: "VPageIndicator", path: "finite.layout.dotCornerRadius", iOS: 5, watchOS: 2),
    Row(component: "VPageIndicator", path: "finite.layout.spacing", iOS: 5, watchOS: 4, tvOS: 10, visionOS: 10),
    Row(component: "VGroupBox", path: "layout.cornerRadius", iOS: 12, macOS: 7.5, watchOS: 10, tvOS: 20),
    Row(component: "VStretchedToggleButton", path: "layout.minHeight", iOS: 48, macOS: 40),
    Row(component: "VStretchedToggleButton", path: "layout.cornerRadius", iOS: 14, macOS: 12),
    Row(component: "VWrappedToggleButton", path: "layout.minHeight", iOS: 32, watchOS: 48),
    Row(component: "VWrappedToggleButton", path: "layout.cornerRadius", iOS: 16, watchOS: 24),
    Row(component: "VRectangularToggleButton", path: "layout.size.width", iOS: 56, macOS: 28, watchOS: 64),
    Row(component: "VRectangularToggleButton", path: "layout.cornerRadius", iOS: 16, macOS: 6),
  ]

  @Test(arguments: rows)
  func theDefaultFollowsThePlatform(row: Row) throws {
    let tree = try Theme.default.tree(for: row.component)
    for platform in StyleEnvironment.Platform.allCases {
      let style = tree.resolved(for: InteractionState.enabled.selection, in: StyleEnvironment(platform: platform))
      #expect(try style.number(row.path) == row.expected(on: platform), "\(row) on \(platform)")
    }
  }

  @Test func aPresetNumberSetsEveryPlatformAndAnObjectSetsSome() throws {
    let preset = """
      { "components": { "VStretchedButton": { "layout": { "minHeight": 44, "cornerRadius": { "watchOS": 20 } } } } }
      """
    let theme = try PresetLoader(registry: Catalog.registry, files: InMemoryFileSource(["p.json": preset]))
      .load(file: "p.json")
    let tree = try theme.tree(for: "VStretchedButton")
    for platform in StyleEnvironment.Platform.allCases {
      let style = tree.resolved(for: InteractionState.enabled.selection, in: StyleEnvironment(platform: platform))
      #expect(try style.number("layout.minHeight") == 44)
      #expect(try style.number("layout.cornerRadius") == (platform == .watchOS ? 20 : 12))
    }
  }

  @Test func aSwiftLiteralSetsEveryPlatform() {
    var model = VPrimaryButtonModel()
    model.layout.minHeight = 44
    #expect(StyleEnvironment.Platform.allCases.allSatisfy { model.layout.minHeight.points(on: $0) == 44 })
    model.layout.cornerRadius = .init(points: 3 * 2)
    #expect(model.layout.cornerRadius.points(on: .watchOS) == 6)
  }
}
