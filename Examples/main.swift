// The program the README's Swift blocks are quoted from: `swift run designkit-examples` prints what their comments
// say, and `ReadmeTests` checks both (every README block appears here verbatim; the output matches the comments).

import DesignKit

// 1. A custom model: start from the defaults, change what you need.
var model = VPrimaryButtonModel()
model.layout.cornerRadius = 12
model.colors.background = .init(
  enabled: AdaptiveColor(light: Color(hex: "#5856D6")!, dark: Color(hex: "#5E5CE6")!),
  pressed: AdaptiveColor(Color(rgb255: 63, 61, 184)),
  disabled: AdaptiveColor(Color(rgb255: 184, 183, 238)))

let save = VPrimaryButton(model: model, state: .enabled, action: { print("saved") }, title: "Save")
let style = try save.resolvedStyle(in: StyleEnvironment(colorScheme: .dark))
let formatter = StyleFormatter()  // values as `designkit show` prints them
print(formatter.text(for: style["colors.background"]!))  // #5E5CE6
print(save.accessibility)  // label: Save; traits: button

// 2. A static model preset, VComponents-style.
extension VToggleModel {
  static let compact: Self = {
    var m = Self()
    m.layout.size = .init(width: 42, height: 26)
    m.layout.thumbDimension = 22
    return m
  }()
}
let wifi = VToggle(model: .compact, state: .init(.on), title: "Wi-Fi")

// 3. JSON: a partial model over the defaults, a built-in preset by name, or a preset file; errors carry
//    file:line:column.
let green = try PresetDecoder().decode(VToggleModel.self, from: ##"{"colors": {"fill": {"on": "#34C759"}}}"##)
let theme = try PresetLoader().load(builtIn: "brand")  // Models/brand.json, built into the library
let pressed = try theme.resolve("VPrimaryButton", state: "pressed", in: .standard)
print(formatter.text(for: pressed["colors.background"]!))  // #4645AB
// A file path is relative to the working directory (or absolute):
// let mine = try PresetLoader().load(file: "Presets/mine.json")

// 4. Drive the state machine with explicit events and a virtual clock.
var session = try wifi.session()
_ = session.send(.pointerDown)  // on+pressed, animation: the model's `press`
if let step = session.send(.pointerUp) {
  print(step.toState, step.transition.outputs)  // off+enabled actionFired, valueChanged(off), haptic(impactLight)
  // The release animates with the model's `stateChange` animation.
  print(step.animation)  // easeIn(duration: 0.1)
}

// 5. Animate: a timeline interpolates the resolved style between states (interruptible, Reduce Motion aware).
var timeline = StyleTimeline(at: try save.resolvedStyle())
timeline.transition(to: pressed, with: .snappy, at: 0)
let frame = timeline.sample(at: 0.1)  // the style 100 ms into the press
print(formatter.text(for: frame["colors.background"]!))  // #5250C7

// The README's "Theme and composition" section quotes what follows.

// 6. A theme: every default derives from the foundations, so the model for another theme is one call.
var foundations = Foundations()
foundations.colors.primary = AdaptiveColor(Color(hex: "#5856D6")!)
foundations.spacingUnit = 6
let indigo = VPrimaryButtonModel(foundations: foundations)
print(indigo.colors.background[.enabled].light.hex, indigo.layout.contentMargins.leading)  // #5856D6 12.0

// 7. A preset's theme section and a named rule; a composition whose scope configures the buttons of its subtree
//    and refines the rule `destructive` there; the instance's own change beats both.
let app = try PresetLoader().load(
  text: ##"""
    {"name": "App", "theme": {"colors": {"primary": "#5856D6"}, "spacingUnit": 6},
     "rules": {"VPrimaryButton.destructive": {"colors": {"background": "#D70015"}}}}
    """##)
let danger = CompositionScope()
  .configure("buttons", VPrimaryButtonModel.self) { $0.layout.minHeight = 44 }
  .rule("destructive", for: VPrimaryButton.self) { $0.colors.background = .init(AdaptiveColor(Color(hex: "#8C1D18")!)) }
let screen = CompositionNode.container([
  CompositionNode(VPrimaryButton.self, id: "signOut", rules: ["destructive"]),
  CompositionNode.container([
    CompositionNode(VPrimaryButton.self, id: "delete", rules: ["destructive"]) { $0.layout.cornerRadius = 8 }
  ]).scope(danger),
])
let nodes = try Composition(theme: app).resolve(screen)
let (signOut, delete, key) = (nodes[0], nodes[1], "colors.background")
print(formatter.text(for: signOut.style[key]!), signOut.sources[key]!)  // #D70015 rule destructive @ preset App
print(formatter.text(for: delete.style[key]!), delete.sources[key]!)  // #8C1D18 rule destructive @ scope /children/1
print(delete.style["layout.minHeight"]!, delete.sources["layout.cornerRadius"]!)  // 44 instance
