import DesignKit
import Foundation

/// The repository's `Models/` folder, found from this file's path.
let modelsFolder: String = {
  var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
  parts.removeLast(2)
  return parts.joined(separator: "/") + "/Models"
}()

/// The full default preset as JSON text: every component with every value.
func fullPresetText() throws -> String {
  JSONWriter().string(try Theme.default.presetJSON())
}

/// Loads a preset document and decodes every model, as an app does at start-up.
func loadAllModels(_ loader: PresetLoader, _ bytes: [UInt8], file: String? = nil) throws -> [String: any ComponentModel]
{
  try loader.load(bytes, file: file).allModels()
}

/// Foundation's `JSONDecoder` loading the full preset into every model: the baseline the issue's targets are ratios
/// to (the theme load's row when that group ran, else measured once here).
nonisolated(unsafe) var decoderBaseline: Stats?

func jsonDecoderBaseline() throws -> Stats {
  if let decoderBaseline { return decoderBaseline }
  let data = Data(try fullPresetText().utf8)
  let baseline = measure(runs: 11) { n in
    var sum = 0.0
    for _ in 0..<n {
      let m = try? JSONDecoder().decode(PresetMirror.self, from: data)
      sum += m?.components.VPrimaryButton.layout.minHeight[.iOS].wrappedValue ?? 0
    }
    checksum += sum
  }
  decoderBaseline = baseline
  return baseline
}

func runLoadingBenchmarks(_ table: Table) throws {
  let loader = PresetLoader()
  let text = try fullPresetText()
  let bytes = Array(text.utf8)

  // The baseline must decode every registered model (each comparison also checks both sides decode the same ones).
  let uncovered = try JSONDecoder().decode(PresetMirror.self, from: Data(bytes)).missing(from: Catalog.registry)
  guard uncovered.isEmpty else {
    print("error: baseline incomplete: Benchmarks/PresetMirror.swift lacks \(uncovered.joined(separator: ", "))")
    exit(1)
  }

  table.section("Theme load (\(Catalog.registry.components.count) components, \(bytes.count) bytes)")
  let designKit = try compareWithJSONDecoder(table, loader, bytes, rows: "", runs: 11, target: 0.15)

  let parse = measure { n in
    var sum = 0
    for _ in 0..<n { sum += (try? JSONReader().parse(bytes)).map { $0.objectMembers?.count ?? 0 } ?? 0 }
    checksum += Double(sum)
  }
  table.add("  of which: JSONReader.parse", parse, note: fixed(ratio(parse, designKit) * 100, 0) + "% of load")
  let theme = try loader.load(bytes)
  let decode = measure { n in
    var sum = 0
    for _ in 0..<n { sum += (try? theme.allModels())?.count ?? 0 }
    checksum += Double(sum)
  }
  table.add("  of which: Theme.allModels", decode, note: fixed(ratio(decode, designKit) * 100, 0) + "% of load")

  // A large preset: the full one with a changed theme (every default derives again) and a named rule per component
  // restating its whole model; the mirror skips the rules, as JSONDecoder skips unknown keys, but reads them.
  let large = try largePreset()
  table.section("Large preset (\(large.count) bytes: the full preset, a changed theme, a rule per component)")
  _ = try compareWithJSONDecoder(table, loader, large, rows: "Large preset: ", runs: 7, target: 0.2)

  table.section("Other presets")
  let brandPath = modelsFolder + "/brand.json"
  let brand = try LocalFileSource().read(brandPath)
  table.add(
    "Partial preset (Models/brand.json) → all models",
    measure { n in
      var sum = 0
      for _ in 0..<n { sum += (try? loadAllModels(loader, brand, file: brandPath))?.count ?? 0 }
      checksum += Double(sum)
    })

  let tokens = try tokenPreset(from: try Theme.default.presetJSON(), tokenCount: 10_000)
  _ = try loader.load(tokens.bytes)
  table.add(
    "Preset with \(tokens.tokenCount) tokens (\(tokens.chains) chains, \(tokens.references) leaf refs) → all models",
    measure(runs: 7) { n in
      var sum = 0
      for _ in 0..<n { sum += (try? loadAllModels(loader, tokens.bytes))?.count ?? 0 }
      checksum += Double(sum)
    })

}

/// Loads the full preset (`theme`) or the large one (`large`) into every model `times` times; false for another name.
func repeatLoading(_ what: String, times: Int) throws -> Bool {
  let bytes: [UInt8]
  switch what {
  case "theme": bytes = Array(try fullPresetText().utf8)
  case "large": bytes = try largePreset()
  default: return false
  }
  let loader = PresetLoader()
  var sum = 0
  for _ in 0..<times { sum += try loadAllModels(loader, bytes).count }
  print("loaded \(sum) models")
  return true
}

/// Times Foundation's `JSONDecoder` (into `PresetMirror`) and DesignKit loading `bytes` into every model, after
/// checking both decode the same models; adds a row for each (names starting with `rows`, DesignKit's with issue 39's
/// `target` ratio) and returns DesignKit's.
func compareWithJSONDecoder(
  _ table: Table, _ loader: PresetLoader, _ bytes: [UInt8], rows: String, runs: Int, target: Double
) throws -> Stats {
  let data = Data(bytes)
  guard
    (try JSONDecoder().decode(PresetMirror.self, from: data)).matches(
      try loadAllModels(loader, bytes), in: Catalog.registry)
  else {
    print("error: JSONDecoder and DesignKit decoded different models (\(rows)\(bytes.count) bytes)")
    exit(1)
  }
  let baseline = measure(runs: runs) { n in
    var sum = 0.0
    for _ in 0..<n {
      let m = try? JSONDecoder().decode(PresetMirror.self, from: data)
      sum += m?.components.VPrimaryButton.layout.minHeight[.iOS].wrappedValue ?? 0
    }
    checksum += sum
  }
  let designKit = measure(runs: runs) { n in
    var sum = 0
    for _ in 0..<n { sum += (try? loadAllModels(loader, bytes))?.count ?? 0 }
    checksum += Double(sum)
  }
  if rows.isEmpty { decoderBaseline = baseline }
  table.add(rows + "Foundation JSONDecoder → all models (baseline)", baseline)
  table.addRelative(rows + "DesignKit PresetLoader.load + allModels", designKit, to: baseline, atMost: target)
  return designKit
}

/// The full preset with `spacingUnit` 6 in its theme and a rule `<component>.restated` per component holding the
/// component's whole model.
func largePreset() throws -> [UInt8] {
  guard case .object(let members) = try Theme.default.presetJSON().kind else { return [] }
  var out: [(String, JSONValue)] = []
  for m in members {
    switch m.key {
    case "theme":
      guard case .object(var theme) = m.value.kind else { continue }
      theme.removeAll { $0.key == "spacingUnit" }
      theme.append(JSONMember(key: "spacingUnit", value: .number(6)))
      out.append((m.key, JSONValue(.object(theme))))
    case "components":
      out.append((m.key, m.value))
      let rules = (m.value.objectMembers ?? []).map { ("\($0.key).restated", $0.value) }
      out.append(("rules", .object(rules)))
    default:
      out.append((m.key, m.value))
    }
  }
  return Array(JSONWriter().string(.object(out)).utf8)
}

/// A preset whose every color and number leaf is a reference to the end of a chain of tokens; `tokenCount`
/// tokens in all, each chain starting with the leaf's literal value.
func tokenPreset(from full: JSONValue, tokenCount: Int) throws -> (
  bytes: [UInt8], tokenCount: Int, chains: Int, references: Int
) {
  var literals: [JSONValue] = []
  func collect(_ v: JSONValue) {
    switch v.kind {
    case .object(let members):
      for m in members {
        switch m.value.kind {
        case .number: literals.append(m.value)
        case .string(let s) where s.hasPrefix("#"): literals.append(m.value)
        default: collect(m.value)
        }
      }
    case .array(let items): items.forEach(collect)
    default: break
    }
  }
  let components = full["components"] ?? .object([])
  collect(components)
  let chains = max(literals.count, 1)
  let length = max(1, tokenCount / chains)
  var next = 0
  func replace(_ v: JSONValue) -> JSONValue {
    guard case .object(let members) = v.kind else { return v }
    return JSONValue(
      .object(
        members.map { m in
          var m = m
          let isLiteral: Bool
          switch m.value.kind {
          case .number: isLiteral = true
          case .string(let s): isLiteral = s.hasPrefix("#")
          default: isLiteral = false
          }
          if isLiteral {
            m.value = .string("{c\(next).t\(length - 1)}")
            next += 1
          } else {
            m.value = replace(m.value)
          }
          return m
        }))
  }
  let referenced = replace(components)
  var groups: [(String, JSONValue)] = []
  for (c, literal) in literals.enumerated() {
    var chain: [(String, JSONValue)] = [("t0", literal)]
    for t in 1..<max(length, 1) { chain.append(("t\(t)", .string("{c\(c).t\(t - 1)}"))) }
    groups.append(("c\(c)", .object(chain)))
  }
  let preset = JSONValue.object([("name", .string("Tokens")), ("tokens", .object(groups)), ("components", referenced)])
  return (Array(JSONWriter().string(preset).utf8), chains * length, chains, next)
}

func runJSONBenchmarks(_ table: Table) {
  table.section("JSON reader")
  for count in [5_001, 20_001] {
    let flat = Array(("{" + (0..<count).map { "\"key\($0)\": \($0)" }.joined(separator: ", ") + "}").utf8)
    table.add(
      "JSONReader.parse: flat object of \(count) members",
      measure(runs: 7) { n in
        var sum = 0
        for _ in 0..<n { sum += (try? JSONReader().parse(flat))?.objectMembers?.count ?? 0 }
        checksum += Double(sum)
      })
  }
}
