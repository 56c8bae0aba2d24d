import DesignKitValues

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Where preset and token files come from: the disk, or memory (tests, fuzzing, embedded presets).
public protocol FileSource: Sendable {
  /// The bytes of the file at `path`; a `fileNotFound` diagnostic when it cannot be read.
  func read(_ path: String) throws(Diagnostic) -> [UInt8]
}

extension FileSource {
  /// The JSON document at `path`; its one read or syntax error, in that file, when there is none.
  package func jsonDocument(at path: String) throws(DiagnosticList) -> JSONValue {
    do {
      return try JSONReader().parse(try read(path), file: path)
    } catch {
      throw DiagnosticList([error.inFile(path)])
    }
  }

  /// `relative` resolved against the folder of `file` (absolute paths stay as they are), normalized.
  public func resolve(_ relative: String, from file: String?) -> String {
    FilePaths.resolve(relative, from: file)
  }
}

/// Path arithmetic without touching the disk.
package enum FilePaths {
  /// `relative` resolved against the folder of `file`, with `.` and `..` folded.
  package static func resolve(_ relative: String, from file: String?) -> String {
    if relative.hasPrefix("/") { return normalize(relative) }
    guard let file, let slash = file.lastIndex(of: "/") else { return normalize(relative) }
    return normalize(String(file[...slash]) + relative)
  }

  /// Folds `.` and `..` components and repeated slashes.
  package static func normalize(_ path: String) -> String {
    let absolute = path.hasPrefix("/")
    var parts: [Substring] = []
    for part in path.split(separator: "/", omittingEmptySubsequences: true) {
      if part == "." { continue }
      if part == "..", let last = parts.last, last != ".." {
        parts.removeLast()
        continue
      }
      if part == "..", absolute { continue }
      parts.append(part)
    }
    let joined = parts.joined(separator: "/")
    return absolute ? "/" + joined : (joined.isEmpty ? "." : joined)
  }
}

/// Files on the local disk.
public struct LocalFileSource: FileSource {
  /// Creates a source reading from the disk.
  public init() {}

  public func read(_ path: String) throws(Diagnostic) -> [UInt8] {
    do {
      return [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    } catch {
      throw Diagnostic(.fileNotFound, "cannot read file `\(path)`: \(Self.reason(path))", file: path)
    }
  }

  /// Why `path` cannot be read, in words that say what to do: a missing file (and the `.json` file beside it
  /// that was probably meant), a folder, or a file the process may not read.
  static func reason(_ path: String) -> String {
    let fm = FileManager.default
    guard fm.fileExists(atPath: path) else {
      let withExtension = path + ".json"
      if !path.hasSuffix(".json"), fm.fileExists(atPath: withExtension) {
        return "no such file; did you mean `\(withExtension)`?"
      }
      return "no such file"
    }
    if (try? fm.contentsOfDirectory(atPath: path)) != nil { return "it is a folder; name a file inside it" }
    return "permission denied"
  }
}

/// Files held in memory, keyed by normalized path.
public struct InMemoryFileSource: FileSource {
  /// The files.
  public var files: [String: [UInt8]]

  /// Creates a source from path → text.
  public init(_ files: [String: String] = [:]) {
    self.files = Dictionary(uniqueKeysWithValues: files.map { (FilePaths.normalize($0.key), Array($0.value.utf8)) })
  }

  public func read(_ path: String) throws(Diagnostic) -> [UInt8] {
    guard let bytes = files[FilePaths.normalize(path)] else {
      throw Diagnostic(.fileNotFound, "cannot read file `\(path)`: no such file", file: path)
    }
    return bytes
  }
}
