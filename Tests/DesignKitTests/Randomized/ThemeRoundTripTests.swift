import DesignKit
import Testing

/// Themes built from random valid foundations (bright, dark and saturated roles, extreme metrics) and every built-in
/// preset survive both exports: `Theme.presetJSON()` loaded back as a preset, and the DTCG token document of their
/// component values (`DTCGThemeExport`, what `designkit export-tokens` writes) imported back. Both give the same
/// models. Issue 28: a bright dark-mode primary made VTextFieldRow's derived focused title leave the sRGB gamut, and
/// neither export loaded back; anything the engine derives must be a value it accepts.
@Suite struct ThemeRoundTripTests {
  /// Random themes per batch; the batches run in parallel.
  static let themesPerBatch = 4
  static let batches = Array(0..<4)

  @Test(arguments: batches)
  func randomFoundationsRoundTrip(batch: Int) throws {
    for i in 0..<Self.themesPerBatch {
      let seed = SplitMix64.seed("foundations \(batch).\(i)", base: SplitMix64.baseSeed)
      var random = SplitMix64(seed: seed)
      let theme = Theme(registry: Catalog.registry, name: "random", foundations: Self.foundations(&random))
      let problems = try roundTripProblems(theme)
      #expect(
        problems.isEmpty,
        "foundations seed 0x\(String(seed, radix: 16)) (batch \(batch), #\(i)): \(problems.prefix(5).joined(separator: "; "))"
      )
    }
  }

  @Test(arguments: ModelsPresetsTests.presets)
  func builtInPresetsRoundTrip(preset: String) throws {
    let theme = try PresetLoader().load(file: RepoPaths.model(preset))
    let problems = try roundTripProblems(theme)
    #expect(problems.isEmpty, "\(preset): \(problems.prefix(5).joined(separator: "; "))")
  }

  @Test func theIssuesBrightDarkPrimaryRoundTrips() throws {
    var foundations = Foundations()
    foundations.colors.primary = AdaptiveColor(light: Color(hex: 0x005EE6), dark: Color(hex: 0x62FFD0))
    let theme = Theme(registry: Catalog.registry, foundations: foundations)
    let title = try theme.model(for: VTextFieldRow.self).colors.field.header[.focused]
    #expect(title.light.isInGamut && title.dark.isInGamut)
    #expect(try roundTripProblems(theme).isEmpty)
  }

  /// What goes wrong exporting `theme` both ways and reading the exports back; empty when all is well.
  func roundTripProblems(_ theme: Theme) throws -> [String] {
    let registry = Catalog.registry
    var problems: [String] = []
    // Every color a model holds is one a preset accepts.
    for c in registry.components {
      for (path, node) in leafPaths(try theme.tree(for: c.name)) {
        guard case .color(let color) = node else { continue }
        for variant in [color.light, color.dark]
          + [color.lightIncreasedContrast, color.darkIncreasedContrast]
          .compactMap({ $0 }) where !variant.isInGamut
        {
          problems.append("\(c.name).\(path.joined(separator: ".")) is out of gamut: \(variant)")
        }
      }
    }
    let before = try theme.allModels()
    // The preset export.
    do {
      let text = JSONWriter().string(try theme.presetJSON())
      let back = try PresetLoader(registry: registry, files: InMemoryFileSource(["export.json": text]))
        .load(file: "export.json")
      if back.foundations != theme.foundations { problems.append("presetJSON: the foundations changed") }
      problems += differences(before, try back.allModels(), "presetJSON")
    } catch {
      problems.append("presetJSON does not load back: \(error)")
    }
    // The DTCG export of the component values.
    do {
      let text = JSONWriter().string(try DTCGThemeExport.document(for: theme))
      let document = try JSONReader().parse(text, file: "export.resolver.json")
      let back = try DTCGThemeExport.theme(fromDocument: document, registry: registry, strict: true)
      problems += differences(before, try back.allModels(), "DTCG")
    } catch {
      problems.append("the DTCG export does not import back: \(error)")
    }
    return problems
  }

  private func differences(_ a: [String: any ComponentModel], _ b: [String: any ComponentModel], _ what: String)
    -> [String]
  {
    func equal<M: ComponentModel>(_ x: M, _ y: any ComponentModel) -> Bool { (y as? M) == x }
    return a.keys.sorted().compactMap { name in
      guard let x = a[name], let y = b[name], equal(x, y) else { return "\(what): \(name) changed" }
      return nil
    }
  }

  // MARK: Random foundations

  /// Valid foundations with every color role drawn from `colors(_:)` and random metrics and state layers.
  static func foundations(_ random: inout SplitMix64) -> Foundations {
    var f = Foundations()
    let roles: [WritableKeyPath<Foundations.Colors, AdaptiveColor>] = [
      \.primary, \.onPrimary, \.link, \.canvas, \.layer, \.fill, \.primaryText, \.secondaryText, \.separator,
      \.dimming, \.success, \.warning, \.error, \.info,
    ]
    for role in roles { f.colors[keyPath: role] = adaptive(&random) }
    f.stateLayers.pressedDarkening = random.double(in: 0...1)
    f.stateLayers.disabledFillOpacity = random.double(in: 0...1)
    f.stateLayers.disabledContentOpacity = random.double(in: 0...1)
    f.stateLayers.pressedContentOpacity = random.double(in: 0...1)
    f.cornerRadius = random.pick([0, 0.5, 4, 12, 28, 100])
    f.spacingUnit = random.pick([1, 2, 4, 8, 13])
    f.hairline = random.pick([0.33, 1, 2])
    return f
  }

  /// An adaptive color whose variants are bright, dark, saturated or arbitrary; increased contrast half the time.
  static func adaptive(_ random: inout SplitMix64) -> AdaptiveColor {
    AdaptiveColor(
      light: color(&random), dark: color(&random),
      lightIncreasedContrast: random.chance(0.5) ? color(&random) : nil,
      darkIncreasedContrast: random.chance(0.5) ? color(&random) : nil)
  }

  /// A color in gamut: near white, near black, a saturated primary or secondary, or anything.
  static func color(_ random: inout SplitMix64) -> Color {
    func near(_ end: Double) -> Double { end == 1 ? random.double(in: 0.85...1) : random.double(in: 0...0.15) }
    let alpha = random.chance(0.8) ? 1 : random.double(in: 0...1)
    switch random.below(4) {
    case 0: return Color(red: near(1), green: near(1), blue: near(1), alpha: alpha)
    case 1: return Color(red: near(0), green: near(0), blue: near(0), alpha: alpha)
    case 2:
      // Each channel at an extreme: the corners of the sRGB cube, the most saturated colors.
      return Color(
        red: near(random.chance(0.5) ? 1 : 0), green: near(random.chance(0.5) ? 1 : 0),
        blue: near(random.chance(0.5) ? 1 : 0), alpha: alpha)
    default:
      return Color(red: random.unit(), green: random.unit(), blue: random.unit(), alpha: alpha)
    }
  }
}
