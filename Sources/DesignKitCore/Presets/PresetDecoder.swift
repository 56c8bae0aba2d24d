import DesignKitValues

/// Decodes a partial JSON model over a model's defaults (or over any base model).
///
/// `try PresetDecoder().decode(VToggleModel.self, from: data)` applies what the JSON names; unknown keys, wrong
/// types and out-of-range values are diagnostics with file, line, column and JSON path. All problems are
/// reported at once; nothing is half-applied.
public struct PresetDecoder: Sendable {
  /// The JSON reader (and its limits).
  public var reader: JSONReader

  /// Creates a decoder.
  public init(reader: JSONReader = JSONReader()) { self.reader = reader }

  /// The default model with `bytes` (a JSON object) applied over it.
  public func decode<M: ComponentModel>(_ type: M.Type, from bytes: some Collection<UInt8>, file: String? = nil)
    throws(DiagnosticList) -> M
  {
    try decode(type, from: bytes, file: file, over: M())
  }

  /// The default model with `text` (a JSON object) applied over it.
  public func decode<M: ComponentModel>(_ type: M.Type, from text: String, file: String? = nil)
    throws(DiagnosticList) -> M
  {
    try decode(type, from: Array(text.utf8), file: file, over: M())
  }

  /// `base` with `bytes` (a JSON object) applied over it.
  public func decode<M: Codable & Sendable>(
    _ type: M.Type, from bytes: some Collection<UInt8>, file: String? = nil, over base: M
  ) throws(DiagnosticList) -> M {
    let json: JSONValue
    do {
      json = try reader.parse(Array(bytes), file: file)
    } catch {
      throw DiagnosticList([error.inFile(file)])
    }
    let tree: StyleNode
    do {
      tree = try StyleTreeEncoder.node(for: base)
    } catch {
      throw DiagnosticList([Diagnostic(styleTreeError: error, file: file)])
    }
    var overlay = StyleOverlay(file: file)
    let merged = overlay.apply(json, to: tree, path: .root)
    guard overlay.diagnostics.isEmpty else { throw DiagnosticList(overlay.diagnostics) }
    do {
      return try StyleTreeDecoder.value(M.self, from: merged)
    } catch {
      throw DiagnosticList([Diagnostic(styleTreeError: error, file: file)])
    }
  }
}
