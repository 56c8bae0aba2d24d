import Foundation
import Testing

/// The folders of `DesignKitCore` that the style guide calls layers name each other's types in one direction only:
/// no cycle between them, so each could become a target of its own (as `DesignKitValues` did). A folder "names" another
/// when its code (comments and string literals left out) spells a type, protocol or typealias declared only there.
@Suite struct CoreLayersTests {
  static let core = RepoPaths.root + "/Sources/DesignKitCore"

  /// Each folder's Swift files, as code without comments and string literals.
  static func folders() throws -> [String: [(file: String, code: String)]] {
    var folders: [String: [(String, String)]] = [:]
    let manager = FileManager.default
    for folder in try manager.contentsOfDirectory(atPath: core).sorted() {
      var isDirectory: ObjCBool = false
      guard manager.fileExists(atPath: core + "/" + folder, isDirectory: &isDirectory), isDirectory.boolValue else {
        continue
      }
      let files = manager.enumerator(atPath: core + "/" + folder)?.compactMap { $0 as? String } ?? []
      for file in files.sorted() where file.hasSuffix(".swift") {
        let path = folder + "/" + file
        let text = try String(contentsOfFile: core + "/" + path, encoding: .utf8)
        folders[folder, default: []].append((path, code(of: text)))
      }
    }
    return folders
  }

  /// `text` with its comments and string literals blanked (a string's interpolations go too: they rarely name types).
  static func code(of text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    var chars = Array(text.unicodeScalars)[...]
    while let c = chars.first {
      if c == "/", chars.dropFirst().first == "/" {
        while let d = chars.first, d != "\n" { chars.removeFirst() }
      } else if c == "/", chars.dropFirst().first == "*" {
        chars.removeFirst(2)
        while !chars.isEmpty, !(chars.first == "*" && chars.dropFirst().first == "/") { chars.removeFirst() }
        chars = chars.dropFirst(2)
      } else if c == "\"" {
        let triple = chars.starts(with: ["\"", "\"", "\""])
        chars.removeFirst(triple ? 3 : 1)
        while let d = chars.first {
          if d == "\\" {
            chars = chars.dropFirst(2)
          } else if triple ? chars.starts(with: ["\"", "\"", "\""]) : d == "\"" {
            chars = chars.dropFirst(triple ? 3 : 1)
            break
          } else {
            chars.removeFirst()
          }
        }
        out += "\"\""
      } else {
        out.unicodeScalars.append(c)
        chars.removeFirst()
      }
    }
    return out
  }

  /// The capitalized identifiers of `code`.
  static func typeNames(in code: String) -> Set<Substring> {
    var names = Set<Substring>()
    var start: String.Index?
    for i in code.indices {
      let c = code[i]
      if c.isLetter || c.isNumber || c == "_" {
        if start == nil { start = i }
      } else if let s = start {
        if code[s].isUppercase { names.insert(code[s..<i]) }
        start = nil
      }
    }
    if let s = start, code[s].isUppercase { names.insert(code[s...]) }
    return names
  }

  /// The names `code` declares as types at the top level (`struct`, `enum`, `class`, `protocol`, `actor`,
  /// `typealias` at the start of a line, after attributes and modifiers): a nested type is its parent's name space
  /// (`DrawingLayout.Size` is not the `Size` every folder uses).
  static func declarations(in code: String) -> [Substring] {
    let kinds: Set<Substring> = ["struct", "enum", "class", "protocol", "actor", "typealias"]
    return code.split(separator: "\n").compactMap { line -> Substring? in
      guard let first = line.first, first != " ", first != "\t" else { return nil }
      let words = line.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
      return zip(words, words.dropFirst()).first { kinds.contains($0.0) && $0.1.first!.isUppercase }?.1
    }
  }

  /// Which folders each folder names, with the names and files that make each edge.
  static func graph() throws -> [String: [String: Set<String>]] {
    let folders = try folders()
    var owners: [Substring: Set<String>] = [:]
    for (folder, files) in folders {
      for file in files { for name in declarations(in: file.code) { owners[name, default: []].insert(folder) } }
    }
    var edges: [String: [String: Set<String>]] = [:]
    for (folder, files) in folders {
      edges[folder] = [:]
      for file in files {
        for name in typeNames(in: file.code) {
          guard let owner = owners[name], owner.count == 1, let other = owner.first, other != folder else { continue }
          edges[folder]![other, default: []].insert("\(name) (\(file.file))")
        }
      }
    }
    return edges
  }

  /// The groups of folders that name each other, directly or around a loop (Tarjan's strongly connected components
  /// of more than one folder).
  static func cycles(in edges: [String: [String: Set<String>]]) -> [[String]] {
    var index: [String: Int] = [:]
    var low: [String: Int] = [:]
    var stack: [String] = []
    var cycles: [[String]] = []
    func visit(_ v: String) {
      index[v] = index.count
      low[v] = index[v]
      stack.append(v)
      for w in (edges[v] ?? [:]).keys.sorted() {
        if index[w] == nil {
          visit(w)
          low[v] = min(low[v]!, low[w]!)
        } else if stack.contains(w) {
          low[v] = min(low[v]!, index[w]!)
        }
      }
      guard low[v] == index[v] else { return }
      var component: [String] = []
      while let w = stack.popLast() {
        component.append(w)
        if w == v { break }
      }
      if component.count > 1 { cycles.append(component.sorted()) }
    }
    for v in edges.keys.sorted() where index[v] == nil { visit(v) }
    return cycles
  }

  @Test func noTwoFoldersOfTheEngineNameEachOther() throws {
    let edges = try Self.graph()
    #expect(edges.count >= 10, "the engine's folders were not found at \(Self.core)")
    for cycle in Self.cycles(in: edges) {
      let members = Set(cycle)
      let why = cycle.flatMap { a in
        (edges[a] ?? [:]).filter { members.contains($0.key) }.sorted { $0.key < $1.key }.map {
          "\(a) → \($0.key): \($0.value.sorted().prefix(4).joined(separator: ", "))"
        }
      }
      let message = "the folders \(cycle.joined(separator: ", ")) name each other:\n" + why.joined(separator: "\n")
      Issue.record("\(message)")
    }
  }

  @Test func theCheckFindsALoopOfThreeAndNotAChain() {
    let loop: [String: [String: Set<String>]] = [
      "A": ["B": ["x"]], "B": ["C": ["y"]], "C": ["A": ["z"]], "D": ["A": ["w"]],
    ]
    #expect(Self.cycles(in: loop) == [["A", "B", "C"]])
    let chain: [String: [String: Set<String>]] = ["A": ["B": ["x"]], "B": ["C": ["y"]], "C": [:]]
    #expect(Self.cycles(in: chain).isEmpty)
  }

  @Test func theScannerReadsCodeNotCommentsOrStrings() {
    let code = Self.code(
      of: "struct Alpha { let b: Beta } // Gamma\nlet s = \"Delta\"; /* Epsilon */ let t = \"\"\"\nZeta\n\"\"\"\n"
        + "public enum Eta {\n  struct Theta {}\n}")
    #expect(Self.declarations(in: code) == ["Alpha", "Eta"])
    #expect(Self.typeNames(in: code) == ["Alpha", "Beta", "Eta", "Theta"])
  }
}
