import DesignKit
import Testing

@testable import DesignKitCore
@testable import DesignKitValues

/// The SwiftUI face's previews, platform-neutral half: what every component's `PreviewProvider` shows (each state
/// under each `PreviewEnvironment`), and the generated file that gives every drawable component its provider.
@Suite struct SwiftUIFacePreviewsTests {
  static let providers = "Sources/DesignKitSwiftUI/Previews/Components+Previews.swift"
  static let components = Catalog.registry.components.filter(\.hasDrawing).map(\.name)

  /// The providers file as the registry has it: one `PreviewProvider` per drawable component, named after it.
  static func providersText() -> String {
    var text = """
      #if canImport(SwiftUI)
        import DesignKitCatalog
        import SwiftUI

        // Generated from the registry by Scripts/regenerate.sh (SwiftUIFacePreviewsTests checks it): every drawable
        // component's states in light, dark, accessibility5 and right to left, drawn by `ComponentPreviews`.

      """
    for component in Catalog.registry.components where component.hasDrawing {
      let type = _typeName(component.definition, qualified: false)
      text += "  struct \(component.name)_Previews: PreviewProvider {\n"
      text += "    static var previews: some View { ComponentPreviews<\(type)>() }\n"
      text += "  }\n"
    }
    return text + "#endif\n"
  }

  @Test func everyDrawableComponentHasAPreviewProvider() throws {
    try Golden.check(
      Self.providersText(), against: RepoPaths.root + "/" + Self.providers, regenerate: "Scripts/regenerate.sh")
  }

  @Test(arguments: components)
  func previewsShowEveryStateInEveryPreviewEnvironment(name: String) throws {
    let component = try #require(Catalog.registry[name])
    let samples = component.previewSamples
    let expected = PreviewEnvironment.allCases.flatMap { environment in
      component.states.map { PreviewSample(state: $0, environment: environment) }
    }
    #expect(samples == expected, "\(name)")
    #expect(Set(samples.map(\.name)).count == samples.count, "\(name): two samples share a caption")
    let drawable = try #require(component.definition as? any DrawableComponent.Type)
    #expect(Self.typedSamples(of: drawable) == samples, "\(name): the face's list differs from the registry's")
    // Every sample can be made: the gallery sample resting in the sample's state.
    for sample in samples {
      #expect(Self.restingState(of: drawable, in: sample.state) == sample.state, "\(name): \(sample.name)")
    }
  }

  @Test func thePreviewEnvironmentsAreLightDarkAccessibility5AndRightToLeft() {
    #expect(
      PreviewEnvironment.allCases.map(\.styleEnvironment) == [
        .standard, StyleEnvironment(colorScheme: .dark), StyleEnvironment(dynamicTypeSize: .accessibility5),
        StyleEnvironment(layoutDirection: .rightToLeft),
      ])
  }

  @Test func aStateTheMachineDoesNotHaveMakesNoSample() {
    #expect(VToggle.galleryPreview(in: StateSelection([("interaction", "flying")])) == nil)
  }

  /// The samples `ComponentPreviews<C>` draws, from the component's type as the face reads them.
  static func typedSamples<C: DrawableComponent>(of _: C.Type) -> [PreviewSample] { C.previewSamples }

  /// The state the gallery sample made for `state` rests in (nil when none is made).
  static func restingState<C: DrawableComponent>(of _: C.Type, in state: StateSelection) -> StateSelection? {
    C.galleryPreview(in: state)?.state.selection
  }
}
