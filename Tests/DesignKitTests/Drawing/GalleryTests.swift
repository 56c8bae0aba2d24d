import DesignKit
import Foundation
import Testing

/// The gallery battery: every registered component that has a drawing draws in every state and scheme.
@Suite struct GalleryTests {
  static let drawn = Catalog.registry.components.filter(\.hasDrawing).map(\.name)
  static let undrawn = Catalog.registry.components.filter { !$0.hasDrawing }.map(\.name)

  @Test(arguments: drawn)
  func drawsEveryStateAndSchemeAsWellFormedSVG(name: String) throws {
    let component = try #require(Catalog.registry[name])
    let environments = [
      StyleEnvironment(colorScheme: .light), StyleEnvironment(colorScheme: .dark),
      StyleEnvironment(contrast: .increased, dynamicTypeSize: .accessibility5, layoutDirection: .rightToLeft),
    ]
    let tree = try component.defaultTree()
    for state in component.states {
      for environment in environments {
        let style = tree.resolved(for: state, in: environment)
        let drawing = try #require(try component.drawing(in: state, style: style, environment: environment))
        let laidOut = DrawingLayout(layoutDirection: environment.layoutDirection).layout(drawing, proposedWidth: 300)
        #expect(laidOut.width > 0 && laidOut.height > 0, "\(name) \(state.name) draws nothing")
        #expect(!laidOut.nodes.isEmpty)
        let svg = SVGRenderer(idPrefix: "t").svg(for: laidOut)
        #expect(throws: Never.self, "\(name) \(state.name)") { try XMLChecker.elements(of: svg) }
      }
    }
  }

  @Test func theBuiltInComponentsHaveDrawings() {
    #expect(Set(["VPrimaryButton", "VToggle", "VTextField"]).isSubset(of: Set(Self.drawn)))
  }

  /// Every catalog component is drawn: one registered without a drawing fails here until it conforms to
  /// `DrawableComponent` (the page still lists it, for components registered outside the catalog).
  @Test(arguments: Catalog.registry.components.map(\.name))
  func componentHasADrawing(name: String) {
    #expect(!Self.undrawn.contains(name), "\(name) has no drawing: add `extension \(name): DrawableComponent`")
  }

  @Test func componentsWithoutADrawingAreListedOnThePage() throws {
    let page = try Gallery(theme: .default, schemes: [.light]).render()
    #expect(page.undrawnComponents == Self.undrawn)
    let html = try #require(page["index.html"])
    #expect(html.contains("No drawing yet") == !Self.undrawn.isEmpty)
  }

  @Test func thePageHasOneSVGPerComponentStateAndSchemeWithUniqueIDs() throws {
    let page = try Gallery(theme: .default, baseline: .default).render()
    let expected = Catalog.registry.components.filter(\.hasDrawing).reduce(0) { $0 + $1.states.count * 2 }
    #expect(page.files.count == expected + 1)
    let html = try #require(page["index.html"])
    #expect(html.components(separatedBy: "<svg ").count - 1 == expected)
    let ids = html.components(separatedBy: " id=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
    #expect(Set(ids).count == ids.count, "ids must be unique when every SVG is inlined in one page")
    #expect(html.contains("Same values as <b>default</b>"))
    #expect(
      !html.contains("http://")
        || html.components(separatedBy: "http://").dropFirst().allSatisfy { $0.hasPrefix("www.w3.org/2000/svg") })
  }

  @Test func aPresetsPageSaysWhatItChanges() throws {
    let theme = try PresetLoader().load(file: RepoPaths.model("brand.json"))
    let html = try #require(try Gallery(theme: theme, baseline: .default, schemes: [.light]).render()["index.html"])
    #expect(html.contains("What it changes against default"))
    #expect(html.contains("Preset <b>\(theme.name)</b>"))
  }

  /// The SVG of a component's state in the default theme with `preset` applied.
  static func svg(
    _ component: String, _ state: String, preset: String? = nil, scheme: StyleEnvironment.ColorScheme = .light
  )
    throws -> String
  {
    let theme = try preset.map { try PresetLoader().load(Array($0.utf8)) } ?? .default
    let cells = try Gallery(theme: theme, componentNames: [component], schemes: [scheme]).cells()
    return try #require(cells.first { $0.state.name == state }).svg
  }

  @Test func changingACornerRadiusChangesExactlyTheBackgroundsOutline() throws {
    let before = try Self.svg("VTextField", "none+enabled")
    let after = try Self.svg(
      "VTextField", "none+enabled", preset: #"{"components": {"VTextField": {"layout": {"cornerRadius": 14}}}}"#)
    // Three samples (with header and footer, secure, search), each a background and a border (an unfocused field's
    // line is cut with "…", no clip). The continuous corners are paths: their `d` changes, nothing else.
    let changed = try XMLChecker.differingAttributes(before, after)
    #expect(changed == ["path#3.d", "path#4.d", "path#7.d", "path#8.d", "path#11.d", "path#12.d"])
    let circular = try Self.svg(
      "VTextField", "none+enabled",
      preset: #"{"components": {"VTextField": {"layout": {"cornerRadius": 14, "cornerStyle": "circular"}}}}"#)
    let circular10 = try Self.svg(
      "VTextField", "none+enabled", preset: #"{"components": {"VTextField": {"layout": {"cornerStyle": "circular"}}}}"#)
    let changedCircular = try XMLChecker.differingAttributes(circular10, circular)
    #expect(
      changedCircular == ["rect#3.rx", "rect#4.rx", "rect#7.rx", "rect#8.rx", "rect#11.rx", "rect#12.rx"])
  }

  @Test func changingAColorInOneStateChangesExactlyThatFillInThatState() throws {
    let preset = ##"{"components": {"VPrimaryButton": {"colors": {"background": {"pressed": "#ff0000"}}}}}"##
    for state in try #require(Catalog.registry["VPrimaryButton"]).stateNames {
      let before = try Self.svg("VPrimaryButton", state)
      let after = try Self.svg("VPrimaryButton", state, preset: preset)
      if state == "pressed" {
        let changed = try XMLChecker.differingAttributes(before, after)
        // The background of the three samples: the idle button, the one with an icon and the loading one.
        #expect(changed == ["path#3.fill", "path#7.fill", "path#12.fill"])
        #expect(after.contains("fill=\"#ff0000\""))
      } else {
        #expect(before == after, "\(state) changed")
      }
    }
  }

  @Test func aPressedButtonIsScaledAndDarkerAndADisabledOneIsFaded() throws {
    let enabled = try XMLChecker.elements(of: try Self.svg("VPrimaryButton", "enabled"))
    let pressed = try XMLChecker.elements(of: try Self.svg("VPrimaryButton", "pressed"))
    let disabled = try XMLChecker.elements(of: try Self.svg("VPrimaryButton", "disabled"))
    #expect(pressed.contains { $0.name == "g" && ($0.attribute("transform") ?? "").hasPrefix("matrix(0.98 ") })
    #expect(!enabled.contains { $0.name == "g" })
    // The lab's disabled label at 0.6 (the theme's disabled content opacity).
    #expect(disabled.first { $0.name == "text" }?.attribute("fill-opacity") == "0.6")
  }
}
