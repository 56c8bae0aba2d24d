/// Loads preset files into themes: reads the JSON with positions, applies each component's partial model over
/// its defaults, and reports every problem at once. A preset with any error yields no theme.
public struct PresetLoader: Sendable {
  /// The components presets may configure.
  public var registry: ComponentRegistry
  /// Where files come from.
  public var files: any FileSource
  /// The JSON reader (and its limits).
  public var reader: JSONReader

  /// The keys a preset may have at its top level.
  public static let topLevelKeys = ["$schema", "name", "description", "components"]

  /// Creates a loader.
  public init(registry: ComponentRegistry, files: any FileSource = LocalFileSource(), reader: JSONReader = JSONReader()) {
    self.registry = registry
    self.files = files
    self.reader = reader
  }

  /// The theme of the preset file at `path`.
  public func load(file path: String) throws(DiagnosticList) -> Theme {
    let bytes: [UInt8]
    do throws(Diagnostic) {
      bytes = try files.read(path)
    } catch {
      throw DiagnosticList([error])
    }
    return try load(bytes, file: path)
  }

  /// The theme of a preset document.
  public func load(_ bytes: [UInt8], file: String? = nil) throws(DiagnosticList) -> Theme {
    let json: JSONValue
    do throws(Diagnostic) {
      json = try reader.parse(bytes, file: file)
    } catch {
      throw DiagnosticList([error.inFile(file)])
    }
    return try load(json, file: file)
  }

  /// The theme of a parsed preset document.
  public func load(_ json: JSONValue, file: String? = nil) throws(DiagnosticList) -> Theme {
    var diagnostics: [Diagnostic] = []
    func report(_ d: Diagnostic) { diagnostics.append(d.inFile(file)) }
    var theme = Theme(registry: registry)
    do throws(Diagnostic) {
      let top = try JSONObjectReader(json, path: .root, what: "a preset", allowed: PresetLoader.topLevelKeys)
      if let name = try top.string("name", required: false) { theme.name = name }
      _ = try top.string("$schema", required: false)
      _ = try top.string("description", required: false)
      if let components = top["components"] {
        guard case .object(let members) = components.kind else {
          throw Diagnostic(
            .typeMismatch, "expected an object of components at `components`, found \(components.typeDescription)",
            at: components.location, path: ["components"])
        }
        var overlay = StyleOverlay(file: file)
        for member in members {
          let path = JSONPath.root.appending("components").appending(member.key)
          guard registry[member.key] != nil else {
            let near = Suggestions.nearest(to: member.key, in: registry.names)
            report(
              Diagnostic(
                .unknownComponent,
                "unknown component `\(member.key)`\(Suggestions.phrase(near)) (known: \(registry.names.joined(separator: ", ")))",
                at: member.keyLocation, path: path, suggestions: near))
            continue
          }
          let base = try theme.tree(for: member.key)
          theme.setTree(overlay.apply(member.value, to: base, path: path), for: member.key)
        }
        diagnostics += overlay.diagnostics
      }
    } catch {
      report(error)
    }
    guard diagnostics.isEmpty else { throw DiagnosticList(diagnostics) }
    return theme
  }

  /// Every problem of the preset file at `path` (empty when it is valid).
  public func validate(file path: String) -> [Diagnostic] {
    do {
      _ = try load(file: path)
      return []
    } catch {
      return error.diagnostics
    }
  }
}
