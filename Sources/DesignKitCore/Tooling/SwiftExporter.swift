import DesignKitValues

/// Writes Swift source that builds a theme's models in code: the foundations when the preset has a `theme`, then
/// one extension per model type the theme changes, holding a static model made of only the assignments that differ
/// from the defaults derived from those foundations (one per component where components sharing the type differ).
///
/// ```swift
/// import DesignKit
///
/// extension VPrimaryButtonModel {
///   /// The "Brand" preset.
///   static let brand: Self = {
///     var model = Self()
///     model.layout.cornerRadius = 12
///     model.colors.background[.pressed] = AdaptiveColor(light: Color(rgb255: 63, 61, 184), dark: …)
///     return model
///   }()
/// }
/// ```
/// Swift property paths are the tree paths; state tables assign per state. Model enums are written as
/// `.caseName`, so their raw values must be their case names (the `StyleChoice` default). A model property of
/// type `Color` (not `AdaptiveColor`) cannot be told apart in the tree and is written as an `AdaptiveColor`.
public struct SwiftExporter: Sendable {
  /// Creates an exporter.
  public init() {}

  /// The Swift source for `theme`; the static models are called `name`, or the theme's name in lowerCamelCase.
  public func source(for theme: Theme, name: String? = nil) throws(Diagnostic) -> String {
    let name = name ?? theme.name
    let identifier = SwiftExporter.identifier(from: name)
    var out = "import DesignKit\n"
    let themed = theme.foundations != Foundations()
    if themed {
      let lines: [String]
      do {
        lines = assignments(
          from: try StyleTreeEncoder.node(for: Foundations()), to: try StyleTreeEncoder.node(for: theme.foundations),
          root: "foundations")
      } catch {
        throw Diagnostic(styleTreeError: error)
      }
      out += "\nextension Foundations {\n"
      out += "  /// The theme of the \(SwiftLiteral.string(theme.name)) preset.\n"
      out += "  static let \(identifier): Self = {\n"
      out += "    var foundations = Self()\n"
      for line in lines { out += "    " + line + "\n" }
      out += "    return foundations\n"
      out += "  }()\n"
      out += "}\n"
    }
    for group in try statics(for: theme, name: name) {
      out += "\nextension \(group.typeName) {\n"
      for model in group.statics {
        let base = themed ? "Self(foundations: .\(identifier))" : "Self()"
        let styled = group.statics.count > 1 ? [model.component] : group.components
        out += "  /// The \(SwiftLiteral.string(theme.name)) preset"
        out += group.components.count > 1 ? " of \(Self.list(styled)).\n" : ".\n"
        if model.lines.isEmpty {
          out += "  static let \(model.name) = \(base)\n"
        } else {
          out += "  static let \(model.name): Self = {\n"
          out += "    var model = \(base)\n"
          for line in model.lines { out += "    " + line + "\n" }
          out += "    return model\n"
          out += "  }()\n"
        }
      }
      out += "}\n"
    }
    return out
  }

  /// `model.<path> = <value>` for every leaf of `tree` that differs from `defaults` (trees of one model type).
  public func assignments(from defaults: StyleNode, to tree: StyleNode, root: String = "model") -> [String] {
    var out: [String] = []
    func walk(_ old: StyleNode, _ new: StyleNode, _ target: String) {
      guard old != new else { return }
      switch (old, new) {
      case (.object(let a), .object(let b)):
        for field in b {
          guard let previous = a.first(where: { $0.name == field.name }) else { continue }
          walk(previous.node, field.node, target + "." + SwiftIdentifier.escaped(field.name))
        }
      case (.table(let a), .table(let b)):
        for entry in b.entries {
          guard let previous = a.entries.first(where: { $0.name == entry.name }) else { continue }
          walk(previous.node, entry.node, target + "[." + SwiftIdentifier.escaped(entry.name) + "]")
        }
      default:
        if let value = SwiftLiteral.expression(for: new) {
          out.append(target + " = " + value)
        } else {
          out.append("// \(target): the tree has another shape than the defaults; not exported")
        }
      }
    }
    walk(defaults, tree, root)
    return out
  }

  /// A lowerCamelCase Swift identifier made of the letters and ASCII digits of `name` (`"Brand Dark"` → `brandDark`),
  /// in backticks when it is a keyword; `preset` when nothing is left.
  public static func identifier(from name: String) -> String {
    var words: [String] = []
    var current = ""
    for scalar in name.unicodeScalars {
      if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
        current.unicodeScalars.append(scalar)
      } else if !current.isEmpty {
        words.append(current)
        current = ""
      }
    }
    if !current.isEmpty { words.append(current) }
    guard let first = words.first else { return "preset" }
    var result = lowercasedLead(first)
    for word in words.dropFirst() { result += word.prefix(1).uppercased() + word.dropFirst() }
    if let lead = result.unicodeScalars.first, ("0"..."9").contains(lead) { result = "preset" + result }
    return SwiftIdentifier.escaped(result)
  }

  /// `word` with its leading capitals lowercased (`Brand` → `brand`, `HTMLColors` → `htmlColors`, `UI` → `ui`).
  private static func lowercasedLead(_ word: String) -> String {
    let chars = Array(word)
    var upper = 0
    while upper < chars.count, chars[upper].isUppercase { upper += 1 }
    guard upper > 0 else { return word }
    // Keep the last capital of a run when a lowercase letter follows it: it starts the next word.
    let cut = upper > 1 && upper < chars.count && chars[upper].isLowercase ? upper - 1 : upper
    return String(chars[..<cut]).lowercased() + String(chars[cut...])
  }

  /// The statics an export declares for one model type: the components it styles, in registry order.
  package struct ModelStatics: Sendable, Equatable {
    /// The model's Swift name (`VLinkModel`'s shared type, `VCardTitleModel`).
    package var typeName: String
    /// The components configured by the type that the theme changes.
    package var components: [String]
    /// One static for all of them when their assignments agree, else one per component.
    package var statics: [Static]
  }

  /// One static model: its name and its assignments.
  package struct Static: Sendable, Equatable {
    /// The component it styles (the first, when one static serves several).
    package var component: String
    /// The Swift name: the preset's identifier, followed by the component's name (less its `V`) when components
    /// sharing a model type come out different.
    package var name: String
    /// `model.<path> = <value>` lines.
    package var lines: [String]
  }

  /// The statics of `theme`, one group per distinct model type: a model type shared by several components gets one
  /// extension, so their statics never collide.
  package func statics(for theme: Theme, name: String) throws(Diagnostic) -> [ModelStatics] {
    let identifier = Self.identifier(from: name)
    let themed = theme.foundations != Foundations()
    var groups: [ModelStatics] = []
    var perType: [[(component: String, lines: [String])]] = []
    for component in theme.registry.components {
      let defaults = try theme.defaultTree(for: component.name)
      let lines = assignments(from: defaults, to: try theme.tree(for: component.name))
      guard !lines.isEmpty || themed else { continue }
      let typeName = component.modelType.typeName
      if let index = groups.firstIndex(where: { $0.typeName == typeName }) {
        groups[index].components.append(component.name)
        perType[index].append((component.name, lines))
      } else {
        groups.append(ModelStatics(typeName: typeName, components: [component.name], statics: []))
        perType.append([(component.name, lines)])
      }
    }
    for index in groups.indices {
      let members = perType[index]
      if members.allSatisfy({ $0.lines == members[0].lines }) {
        groups[index].statics = [Static(component: members[0].component, name: identifier, lines: members[0].lines)]
      } else {
        groups[index].statics = members.map {
          Static(
            component: $0.component, name: Self.identifier(from: name + " " + $0.component.dropFirst()), lines: $0.lines
          )
        }
      }
    }
    return groups
  }

  /// "A", "A and B", "A, B and C".
  private static func list(_ names: [String]) -> String {
    names.count < 2 ? names.joined() : names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
  }
}
