import DesignKitValues

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A rendered gallery or filmstrip: files by relative path, written all at once.
public struct GalleryPage: Sendable {
  /// One file of the page.
  public struct File: Sendable, Equatable {
    /// The path relative to the output folder (`index.html`, `svg/VToggle/on-pressed-dark.svg`).
    public var path: String
    /// The text.
    public var contents: String

    /// Creates a file.
    public init(path: String, contents: String) {
      self.path = path
      self.contents = contents
    }
  }

  /// Every file, `index.html` last.
  public var files: [File]
  /// Registered components that were asked for but have no drawing yet.
  public var undrawnComponents: [String]

  /// Creates a page.
  public init(files: [File], undrawnComponents: [String] = []) {
    self.files = files
    self.undrawnComponents = undrawnComponents
  }

  /// The file at `path`, if the page has one.
  public subscript(path: String) -> String? { files.first { $0.path == path }?.contents }

  /// Writes every file into `directory` (creating the folders that lead to it), never leaving a half-written
  /// gallery: the files go to a temporary folder beside it, which then replaces it. An existing `directory` is replaced only when it is empty or holds a gallery
  /// (an `index.html`).
  public func write(to directory: String) throws(Diagnostic) {
    let fm = FileManager.default
    let target = FilePaths.normalize(directory)
    let parent = target.contains("/") ? String(target[..<(target.lastIndex(of: "/") ?? target.endIndex)]) : "."
    let parentPath = parent.isEmpty ? "/" : parent
    if !fm.fileExists(atPath: parentPath) {
      // `--out build/gallery` in a fresh clone: make the folders on the way, as `mkdir -p` would.
      do {
        try fm.createDirectory(atPath: parentPath, withIntermediateDirectories: true)
      } catch {
        throw Diagnostic(
          .fileNotWritable,
          "cannot write the gallery to `\(directory)`: cannot create `\(parentPath)`: \(Self.reason(error))")
      }
    }
    guard (try? fm.contentsOfDirectory(atPath: parentPath)) != nil else {
      throw Diagnostic(
        .fileNotWritable, "cannot write the gallery to `\(directory)`: `\(parentPath)` is a file, not a folder")
    }
    if fm.fileExists(atPath: target) {
      let contents = try? fm.contentsOfDirectory(atPath: target)
      guard let contents, contents.isEmpty || contents.contains("index.html") else {
        throw Diagnostic(
          .fileNotWritable,
          "refusing to replace `\(directory)`: it exists and is not an empty folder or a gallery (no index.html)")
      }
    }
    let suffix = "\(ProcessInfo.processInfo.processIdentifier)"
    let temporary = target + ".partial-" + suffix
    let previous = target + ".previous-" + suffix
    do {
      try? fm.removeItem(atPath: temporary)
      try fm.createDirectory(atPath: temporary, withIntermediateDirectories: false)
      for file in files {
        let path = temporary + "/" + file.path
        if let slash = path.lastIndex(of: "/") {
          try fm.createDirectory(atPath: String(path[..<slash]), withIntermediateDirectories: true)
        }
        try Data(file.contents.utf8).write(to: URL(fileURLWithPath: path))
      }
      if fm.fileExists(atPath: target) { try fm.moveItem(atPath: target, toPath: previous) }
      try fm.moveItem(atPath: temporary, toPath: target)
      try? fm.removeItem(atPath: previous)
    } catch {
      try? fm.removeItem(atPath: temporary)
      if !fm.fileExists(atPath: target), fm.fileExists(atPath: previous) {
        try? fm.moveItem(atPath: previous, toPath: target)
      }
      throw Diagnostic(.fileNotWritable, "cannot write the gallery to `\(directory)`: \(Self.reason(error))")
    }
  }

  private static func reason(_ error: any Error) -> String {
    let text = "\(error)"
    if text.contains("ermission") { return "permission denied" }
    return text.count > 200 ? String(text.prefix(200)) + "…" : text
  }
}
