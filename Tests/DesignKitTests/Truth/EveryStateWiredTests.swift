import DesignKit
import Foundation
import Testing

/// Reach a state and it looks like that state: with a model in which every state-table cell differs, no two visual
/// states of a component draw alike; with the default model, pressed, focused, dragging and disabled look visibly
/// different from the resting state in light, dark and increased contrast.
@Suite struct EveryStateWiredTests {
  static let components = Catalog.registry.components.filter(\.hasDrawing).map(\.name)

  /// Whether two states may draw alike in a still frame. A still cannot tell an appearing presentation from a
  /// disappearing one (the gallery draws both halfway), and content that is not on screen draws nothing whatever
  /// else its state says (a dismissed sheet at its small or its large detent); every other pair must differ.
  static func stillsMayMatch(_ a: StateSelection, _ b: StateSelection, of component: RegisteredComponent) -> Bool {
    let (pa, pb) = (component.presence(of: a), component.presence(of: b))
    if pa == .hidden && pb == .hidden { return true }
    let moving: Set<Presence?> = [.appearing, .disappearing]
    guard moving.contains(pa), moving.contains(pb) else { return false }
    // Otherwise the same state: the same case in every dimension but the presentation's.
    let presentationDimension = a.cases.first { name in b.caseName(for: name.0) != name.1 }?.0
    return a.cases.allSatisfy { $0.0 == presentationDimension || b.caseName(for: $0.0) == $0.1 }
  }

  @Test(arguments: components)
  func everyVisualStateDrawsDifferentlyWhenEveryCellDiffers(name: String) throws {
    let component = try #require(Catalog.registry[name])
    let tree = try component.defaultTree().withDistinctCells()
    let drawings = try component.states.map { state in
      try component.drawing(in: state, style: tree.resolved(for: state), environment: .standard)
    }
    for (i, a) in component.states.enumerated() {
      for (j, b) in component.states.enumerated() where j > i && drawings[i] == drawings[j] {
        #expect(
          Self.stillsMayMatch(a, b, of: component),
          "\(name): \(a.name) and \(b.name) draw alike although every state cell of the model differs")
      }
    }
  }

  /// Whether two states may draw alike with the default model: as stills may (`stillsMayMatch`), or when one is the
  /// other hovered. iOS is touch-first: the default look gives hover nothing of its own (a model can, and with every
  /// cell different it must show it).
  static func defaultsMayMatch(_ a: StateSelection, _ b: StateSelection, of component: RegisteredComponent) -> Bool {
    if stillsMayMatch(a, b, of: component) { return true }
    let rest = component.states.first?.caseName(for: "interaction")
    let pair = Set([a.caseName(for: "interaction"), b.caseName(for: "interaction")])
    guard pair == [rest, "hovered"] else { return false }
    return a.cases.allSatisfy { $0.0 == "interaction" || b.caseName(for: $0.0) == $0.1 }
  }

  @Test(arguments: components)
  func withTheDefaultsOnlyHoverAndStillsDrawAlike(name: String) throws {
    let component = try #require(Catalog.registry[name])
    let tree = try component.defaultTree()
    for environment in [StyleEnvironment(), StyleEnvironment(colorScheme: .dark)] {
      let drawings = try component.states.map { state in
        try component.drawing(in: state, style: tree.resolved(for: state, in: environment), environment: environment)
      }
      for (i, a) in component.states.enumerated() {
        for (j, b) in component.states.enumerated() where j > i && drawings[i] == drawings[j] {
          #expect(
            Self.defaultsMayMatch(a, b, of: component),
            "\(name): \(a.name) and \(b.name) draw alike in \(environment.colorScheme.rawValue) with the defaults")
        }
      }
    }
  }

  /// The interaction cases that must look different from rest, whatever the model.
  static let distinctCases: Set<String> = ["pressed", "focused", "dragging", "disabled"]

  @Test(arguments: components)
  func pressedFocusedDraggingAndDisabledAreVisibleWithTheDefaults(name: String) throws {
    let component = try #require(Catalog.registry[name])
    let tree = try component.defaultTree()
    guard let rest = component.states.first?.caseName(for: "interaction") else { return }
    for state in component.states {
      guard let interaction = state.caseName(for: "interaction"), Self.distinctCases.contains(interaction) else {
        continue
      }
      let resting = StateSelection(state.cases.map { $0.0 == "interaction" ? ($0.0, rest) : $0 })
      guard component.states.contains(resting) else { continue }
      for environment in VisibleDifference.environments {
        var drawn: [Drawing] = []
        for shown in [state, resting] {
          let style = tree.resolved(for: shown, in: environment)
          drawn.append(try #require(try component.drawing(in: shown, style: style, environment: environment)))
        }
        let difference = VisibleDifference(drawn[0], drawn[1], in: environment)
        #expect(
          difference.isVisible,
          "\(name): \(state.name) looks like \(resting.name) in \(environment.colorScheme.rawValue) \(environment.contrast.rawValue) contrast (largest color difference ΔE \(difference.largestColorDifference), threshold \(VisibleDifference.threshold))"
        )
      }
    }
  }
}

/// Whether two drawings of a component look different to a person: some part moved or changed shape, or some part's
/// color (composited over the canvas) differs by at least `threshold` in OKLab (ΔE 0.02 is about one just-noticeable
/// difference; 0.05 is a difference seen at a glance, which #282828 → #202020, ΔE 0.028, is not).
struct VisibleDifference {
  static let threshold = 0.05
  /// Light, dark, and each with increased contrast: the appearances the audit checks.
  static let environments = ModelProbe.auditEnvironments

  var geometryDiffers = false
  var largestColorDifference = 0.0

  var isVisible: Bool { geometryDiffers || largestColorDifference >= Self.threshold }

  init(_ a: Drawing, _ b: Drawing, in environment: StyleEnvironment) {
    let canvas = Foundations().colors.canvas.resolved(
      dark: environment.colorScheme == .dark, increasedContrast: environment.contrast == .increased)
    let (la, lb) = (a.leaves(in: environment), b.leaves(in: environment))
    guard la.count == lb.count else {
      geometryDiffers = true
      return
    }
    for (x, y) in zip(la, lb) {
      if x.shape != y.shape || x.text != y.text || !x.rect.isClose(to: y.rect) {
        geometryDiffers = true
        return
      }
      for (cx, cy) in [(x.fill, y.fill), (x.stroke, y.stroke), (x.textColor, y.textColor)] {
        guard let cx, let cy else { continue }
        let ex = cx.opacity(x.opacity).composited(over: canvas).oklab
        let ey = cy.opacity(y.opacity).composited(over: canvas).oklab
        let delta =
          ((ex.lightness - ey.lightness) * (ex.lightness - ey.lightness) + (ex.a - ey.a) * (ex.a - ey.a)
          + (ex.b - ey.b) * (ex.b - ey.b)).squareRoot()
        largestColorDifference = max(largestColorDifference, delta)
      }
    }
  }
}

extension DrawingRect {
  /// Within half a point on every edge.
  func isClose(to other: DrawingRect) -> Bool {
    abs(x - other.x) < 0.5 && abs(y - other.y) < 0.5 && abs(width - other.width) < 0.5
      && abs(height - other.height) < 0.5
  }
}

extension StyleNode {
  /// This tree with the cells of every state table made different from each other: each color cell its own color,
  /// each number and font cell its own size, each insets cell its own margins (booleans and choices have too few
  /// values to differ, and keep theirs).
  func withDistinctCells() -> StyleNode {
    var counter = 0
    return distinctCells(counter: &counter, cell: nil)
  }

  private func distinctCells(counter: inout Int, cell: Int?) -> StyleNode {
    switch self {
    case .object(let fields):
      return .object(fields.map { StyleField($0.name, $0.node.distinctCells(counter: &counter, cell: cell)) })
    case .table(var table) where table.dimension == StyleEnvironment.Platform.dimensionName:
      // A platform's values are not states: each takes what the state cell around it gives (else every iOS cell,
      // the first, would become the same value: every height fraction 1).
      table.entries = table.entries.map { StyleField($0.name, $0.node.distinctCells(counter: &counter, cell: cell)) }
      return .table(table)
    case .table(var table):
      table.entries = table.entries.enumerated().map { i, entry in
        StyleField(entry.name, entry.node.distinctCells(counter: &counter, cell: i))
      }
      return .table(table)
    case .color:
      guard cell != nil else { return self }
      counter += 1
      // Hues spread by the golden angle, alternating lightness: neighbouring cells are far apart.
      let hue = Double(counter) * 137.508
      let lightness = counter % 2 == 0 ? 0.45 : 0.7
      return .color(AdaptiveColor(Color.fromOKLCh(lightness: lightness, chroma: 0.12, hue: hue)))
    case .number(let n, let rule):
      guard let i = cell else { return self }
      let value: Double =
        switch rule {
        case .unitInterval: 1 - 0.13 * Double(i)
        case .integer: n + Double(i)
        case .nonNegative: n + 1.5 * Double(i)
        case .finite: n + 1.5 * Double(i)
        }
      return .number(value, rule)
    case .font(var font):
      guard let i = cell else { return self }
      font.size += Double(i)
      return .font(font)
    case .insets(let insets):
      guard let i = cell else { return self }
      let d = Double(i)
      return .insets(
        Insets(
          top: insets.top + d, leading: insets.leading + d, bottom: insets.bottom + d, trailing: insets.trailing + d))
    case .bool, .string, .choice, .animation:
      return self
    }
  }
}

extension Color {
  /// An sRGB color from OKLCh (lightness 0…1, chroma, hue in degrees), mapped into the gamut.
  static func fromOKLCh(lightness: Double, chroma: Double, hue: Double) -> Color {
    let radians = hue * Double.pi / 180
    let (a, b) = (chroma * cos(radians), chroma * sin(radians))
    let l = lightness + 0.3963377774 * a + 0.2158037573 * b
    let m = lightness - 0.1055613458 * a - 0.0638541728 * b
    let s = lightness - 0.0894841775 * a - 1.2914855480 * b
    let (l3, m3, s3) = (l * l * l, m * m * m, s * s * s)
    let red = 4.0767416621 * l3 - 3.3077115913 * m3 + 0.2309699292 * s3
    let green = -1.2684380046 * l3 + 2.6097574011 * m3 - 0.3413193965 * s3
    let blue = -0.0041960863 * l3 - 0.7034186147 * m3 + 1.7076147010 * s3
    return Color(
      red: Color.sRGBFromLinear(red), green: Color.sRGBFromLinear(green), blue: Color.sRGBFromLinear(blue)
    ).mappedToGamut()
  }
}
