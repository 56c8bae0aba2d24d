/// Reads JSON text (RFC 8259) into a `JSONValue` where every value and object key carries its source position.
///
/// Errors are `Diagnostic`s with the file, the line and column of the offending character, the JSON path of the
/// value being read and a message that says what was expected. The reader never traps on any input and uses an
/// explicit stack, so deep nesting ends in a `.limit` diagnostic rather than a stack overflow.
///
/// A key that appears twice in one object is a `.duplicateKey` error, in presets and every other document: RFC 8259
/// leaves the meaning of such an object open, and a preset that silently kept one of the two values would hide a
/// mistake. Keys are compared by code points, as RFC 8259 says, so `"é"` and `"e\u0301"` are different keys.
public struct JSONReader: Sendable {
  /// Bounds on the documents the reader accepts.
  public struct Limits: Sendable, Equatable {
    /// The deepest nesting of arrays and objects; the top-level container is depth 1.
    public var maxDepth: Int
    /// The largest document, in bytes; larger documents are rejected before parsing.
    public var maxDocumentBytes: Int

    /// Creates limits.
    public init(maxDepth: Int = 512, maxDocumentBytes: Int = 16 * 1024 * 1024) {
      self.maxDepth = maxDepth
      self.maxDocumentBytes = maxDocumentBytes
    }

    /// 512 levels of nesting and 16 MiB documents.
    public static let `default` = Limits()
  }

  /// The bounds this reader enforces.
  public var limits: Limits

  /// Creates a reader.
  public init(limits: Limits = .default) {
    self.limits = limits
  }

  /// Parses a UTF-8 document; `file` is recorded in diagnostics.
  public func parse(_ bytes: [UInt8], file: String? = nil) throws(Diagnostic) -> JSONValue {
    let result = bytes.withUnsafeBufferPointer { buffer in parseResult(buffer, file: file) }
    return try result.get()
  }

  /// Parses a document held in a string; `file` is recorded in diagnostics.
  public func parse(_ text: String, file: String? = nil) throws(Diagnostic) -> JSONValue {
    var text = text
    let result = text.withUTF8 { buffer in parseResult(buffer, file: file) }
    return try result.get()
  }

  /// Parses a UTF-8 document, collecting each repeated key in `duplicates` instead of stopping there: the document
  /// keeps the first member of each key, so a reader of presets can report its other errors in the same run.
  package func parse(_ bytes: [UInt8], file: String? = nil, duplicates: inout [Diagnostic]) throws(Diagnostic)
    -> JSONValue
  {
    var found: [Diagnostic] = []
    let result = bytes.withUnsafeBufferPointer { buffer in
      parseResult(buffer, file: file, collectingDuplicates: true, duplicates: &found)
    }
    duplicates += found
    return try result.get()
  }

  private func parseResult(_ buffer: UnsafeBufferPointer<UInt8>, file: String?) -> Result<JSONValue, Diagnostic> {
    var ignored: [Diagnostic] = []
    return parseResult(buffer, file: file, collectingDuplicates: false, duplicates: &ignored)
  }

  private func parseResult(
    _ buffer: UnsafeBufferPointer<UInt8>, file: String?, collectingDuplicates: Bool, duplicates: inout [Diagnostic]
  ) -> Result<JSONValue, Diagnostic> {
    guard buffer.count <= limits.maxDocumentBytes else {
      return .failure(
        Diagnostic(
          .limit,
          "document is \(buffer.count) bytes, over the limit of \(limits.maxDocumentBytes) bytes "
            + "(JSONReader.Limits.maxDocumentBytes)",
          file: file, at: SourceLocation(line: 1, column: 1, offset: 0)))
    }
    var parser = JSONByteParser(bytes: buffer, file: file, maxDepth: limits.maxDepth)
    parser.collectsDuplicates = collectingDuplicates
    defer { duplicates = parser.duplicates }
    do {
      return .success(try parser.parseDocument())
    } catch {
      return .failure(error)
    }
  }
}
