import DesignKit
import Testing

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Paths of the repository, found from this file (never from the working directory).
enum RepoPaths {
  /// The package root.
  static let root: String = {
    var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    // .../Tests/DesignKitTests/Support/TestSupport.swift → drop 4 components.
    parts.removeLast(4)
    return parts.joined(separator: "/")
  }()

  /// `Models/<name>`.
  static func model(_ name: String) -> String { root + "/Models/" + name }

  /// The text of a file, or nil.
  static func read(_ path: String) -> String? {
    guard let data = try? LocalFileSource().read(path) else { return nil }
    return String(decoding: data, as: UTF8.self)
  }
}

/// Sends events in order and collects every output.
func run<M: InteractionMachine>(_ machine: inout M, _ events: [M.Event]) -> [MachineOutput] {
  var outputs: [MachineOutput] = []
  for e in events {
    if let t = machine.send(e) { outputs.append(contentsOf: t.outputs) }
  }
  return outputs
}

/// The diagnostics `body` throws (one `Diagnostic` or a `DiagnosticList`); records an issue when it throws none.
func expectedDiagnostics(
  sourceLocation: Testing.SourceLocation = #_sourceLocation, _ body: () throws -> Void
) -> [Diagnostic] {
  do {
    try body()
  } catch let list as DiagnosticList {
    return list.diagnostics
  } catch let d as Diagnostic {
    return [d]
  } catch {
    Issue.record("expected diagnostics, got \(error)", sourceLocation: sourceLocation)
    return []
  }
  Issue.record("expected diagnostics, got none", sourceLocation: sourceLocation)
  return []
}

/// Every leaf of a tree with its dotted path (tables entered by state name).
func leafPaths(_ node: StyleNode, prefix: [String] = []) -> [([String], StyleNode)] {
  switch node {
  case .object(let fields): return fields.flatMap { leafPaths($0.node, prefix: prefix + [$0.name]) }
  case .table(let t): return t.entries.flatMap { leafPaths($0.node, prefix: prefix + [$0.name]) }
  default: return [(prefix, node)]
  }
}
