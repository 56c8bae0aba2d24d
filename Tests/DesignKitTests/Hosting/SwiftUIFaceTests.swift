import DesignKit
import Testing

@testable import DesignKitCore
@testable import DesignKitValues

/// The SwiftUI face's platform-neutral half: which components it makes views of, how SwiftUI's environment maps to a
/// `StyleEnvironment`, and the host's clock as the face wakes it. (Input and owned values: `HostInputTests`.)
@Suite struct SwiftUIFaceTests {
  static let conformances = "Sources/DesignKitSwiftUI/Components+View.swift"

  /// The conformances file as the registry has it: every drawable component's type (a generic family's once).
  static func conformancesText() -> String {
    var names: [String] = []
    for component in Catalog.registry.components where component.hasDrawing {
      let full = _typeName(component.definition, qualified: false)
      let base = String(full.prefix { $0 != "<" })
      if !names.contains(base) { names.append(base) }
    }
    var text = """
      #if canImport(SwiftUI)
        import DesignKitCatalog
        import SwiftUI

        // Generated from the registry by Scripts/regenerate.sh (SwiftUIFaceTests checks it): every drawable component
        // is a SwiftUI view through `ComponentView`, whose `body` `View where Self: DrawableComponent` provides.

      """
    for name in names.sorted() { text += "  extension \(name): View {}\n" }
    return text + "#endif\n"
  }

  @Test func everyDrawableComponentIsAViewThroughTheOneAdapter() throws {
    try Golden.check(
      Self.conformancesText(), against: RepoPaths.root + "/" + Self.conformances, regenerate: "Scripts/regenerate.sh")
  }

  @Test(arguments: [
    (
      PlatformEnvironment(), StyleEnvironment.standard
    ),
    (
      PlatformEnvironment(
        colorScheme: "dark", contrast: "increased", dynamicTypeSize: "accessibility5",
        layoutDirection: "rightToLeft", reducesMotion: true),
      StyleEnvironment(
        colorScheme: .dark, contrast: .increased, dynamicTypeSize: .accessibility5, layoutDirection: .rightToLeft,
        reduceMotion: true)
    ),
    (
      PlatformEnvironment(dynamicTypeSize: "xSmall"), StyleEnvironment(dynamicTypeSize: .xSmall)
    ),
  ])
  func swiftUIsEnvironmentNamesMapToTheStyleEnvironment(platform: PlatformEnvironment, expected: StyleEnvironment) {
    #expect(platform.styleEnvironment == expected)
    #expect(platform.unknownNames.isEmpty)
  }

  @Test func everySwiftUIDynamicTypeSizeNameIsKnown() {
    // SwiftUI's `DynamicTypeSize` cases, as `String(describing:)` prints them.
    let swiftUINames = [
      "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "accessibility1", "accessibility2",
      "accessibility3", "accessibility4", "accessibility5",
    ]
    for name in swiftUINames {
      #expect(PlatformEnvironment(dynamicTypeSize: name).unknownNames.isEmpty, "\(name)")
    }
  }

  @Test func anUnknownNameReadsAsTheDefaultAndIsReported() {
    let platform = PlatformEnvironment(colorScheme: "sepia", dynamicTypeSize: "accessibility6")
    #expect(platform.styleEnvironment == .standard)
    #expect(platform.unknownNames == ["colorScheme: sepia", "dynamicTypeSize: accessibility6"])
  }

  @Test func aScopeAroundAComponentConfiguresItsModelAsACompositionDoes() throws {
    let square = CompositionScope().configure("buttons", VPrimaryButtonModel.self) { $0.layout.cornerRadius = 0 }
    let inner = CompositionScope().configure("buttons", VPrimaryButtonModel.self) { $0.layout.minHeight = 60 }
    let brand = try PresetLoader().load(builtIn: "brand")
    let model = try Composition(theme: brand).model(of: VPrimaryButton.self, inside: [square, inner])
    #expect(model.layout.cornerRadius == 0)
    #expect(model.layout.minHeight == 60)
    let plain = try brand.model(for: VPrimaryButton.self)
    #expect(try Composition(theme: brand).model(of: VPrimaryButton.self, inside: []) == plain)
    #expect(model.colors == plain.colors, "what the scopes leave is the preset's")
  }

  @Test func anEnvironmentChangeRestylesAtOnceWithoutAnimation() throws {
    var host = try ComponentHost(VPrimaryButton(action: {}, title: "Save"))
    let light = try host.frame().style["colors.background"]
    host.environmentChanged(to: StyleEnvironment(colorScheme: .dark))
    let dark = try host.frame().style["colors.background"]
    #expect(light != dark)
    let moving = host.isMoving(at: host.now)
    #expect(!moving, "no animation runs after a change of environment")
    #expect(try host.frame(at: 0).style["colors.background"] == dark)
  }

  @Test func aRestingHostIsStillAndAToastWakesItWhenItsTimeRunsOut() throws {
    let button = try ComponentHost(VPrimaryButton(action: {}, title: "Save"))
    let buttonMoves = button.isMoving(at: 0)
    #expect(!buttonMoves)
    #expect(button.nextClockChange() == nil)
    var toast = try ComponentHost(VToast(text: "Saved"))
    toast.send(.bindingChanged(true))
    let slidesIn = toast.isMoving(at: 0)
    #expect(slidesIn, "it slides in")
    let shown = try #require(toast.nextClockChange())
    toast.advance(to: shown - 0.002)
    #expect(toast.state == .appearing, "not due before its time (\(shown))")
    toast.advance(to: shown)
    #expect(toast.state == .shown)
    let restsWhileShown = !toast.isMoving(at: shown + 0.5)
    #expect(restsWhileShown, "a shown toast rests until its time runs out")
    let leaving = try #require(toast.nextClockChange())
    #expect(leaving > shown + 1)
    toast.advance(to: leaving)
    #expect(toast.state == .disappearing)
  }
}
