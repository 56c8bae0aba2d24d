/// Writes a `JSONValue` as JSON text: pretty-printed (indented, one member per line) or compact.
///
/// Members keep their stored order. Numbers use `JSONWriter.format` (negative zero as `-0`); non-finite numbers, which
/// JSON cannot spell, are written as `null`. Strings escape only the quote, the backslash and control characters;
/// other characters are written as they are.
public struct JSONWriter: Sendable {
  /// Spaces per nesting level; 0 writes compact single-line JSON.
  public var indent: Int

  /// Creates a writer.
  public init(indent: Int = 2) {
    self.indent = indent
  }

  /// The JSON text of `value`, ending in a newline when pretty-printed.
  public func string(_ value: JSONValue) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(256)
    write(value, level: 0, into: &out)
    if indent > 0 { out.append(UInt8(ascii: "\n")) }
    return String(decoding: out, as: UTF8.self)
  }

  // Written without generic helpers, tuples or iterators: in a debug build (where the tests run) their metadata
  // lookups were half of writing a theme's export.
  private func write(_ value: JSONValue, level: Int, into out: inout [UInt8]) {
    switch value.kind {
    case .null:
      out.append(contentsOf: "null".utf8)
    case .bool(let b):
      out.append(contentsOf: (b ? "true" : "false").utf8)
    case .number(let n):
      out.append(contentsOf: Self.numberText(n).utf8)
    case .string(let s):
      Self.writeString(s, into: &out)
    case .array(let items):
      writeList(items.count, open: "[", close: "]", level: level, into: &out) { i, out in
        write(items[i], level: level + 1, into: &out)
      }
    case .object(let members):
      writeList(members.count, open: "{", close: "}", level: level, into: &out) { i, out in
        Self.writeString(members[i].key, into: &out)
        out.append(UInt8(ascii: ":"))
        if indent > 0 { out.append(UInt8(ascii: " ")) }
        write(members[i].value, level: level + 1, into: &out)
      }
    }
  }

  /// `open`, each of `count` elements on its own line one level in (comma-separated), `close`; `open` and `close`
  /// together when there are none. By index, not generic over the elements: see `write(_:level:into:)`.
  private func writeList(
    _ count: Int, open: Unicode.Scalar, close: Unicode.Scalar, level: Int, into out: inout [UInt8],
    element write: (Int, inout [UInt8]) -> Void
  ) {
    out.append(UInt8(ascii: open))
    guard count > 0 else { return out.append(UInt8(ascii: close)) }
    var i = 0
    while i < count {
      if i > 0 { out.append(UInt8(ascii: ",")) }
      newline(level: level + 1, into: &out)
      write(i, &out)
      i += 1
    }
    newline(level: level, into: &out)
    out.append(UInt8(ascii: close))
  }

  private func newline(level: Int, into out: inout [UInt8]) {
    guard indent > 0 else { return }
    out.append(UInt8(ascii: "\n"))
    // Copied from contiguous spaces: a `repeatElement` is appended one element at a time, which in a debug build was
    // a third of writing a theme's export.
    var count = indent * level
    while count > 0 {
      let chunk = min(count, Self.spaces.count)
      out.append(contentsOf: Self.spaces[..<chunk])
      count -= chunk
    }
  }

  private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 64)

  static func numberText(_ n: Double) -> String {
    guard n.isFinite else { return "null" }
    if n == 0 { return n.sign == .minus ? "-0" : "0" }
    return JSONWriter.format(n)
  }

  static func writeString(_ s: String, into out: inout [UInt8]) {
    out.append(UInt8(ascii: "\""))
    var s = s
    s.withUTF8 { bytes in
      var plain = true
      var i = 0
      while i < bytes.count {
        let byte = bytes[i]
        if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
          plain = false
          break
        }
        i += 1
      }
      if plain { return out.append(contentsOf: bytes) }
      for byte in bytes {
        switch byte {
        case UInt8(ascii: "\""): out.append(contentsOf: "\\\"".utf8)
        case UInt8(ascii: "\\"): out.append(contentsOf: "\\\\".utf8)
        case 0x08: out.append(contentsOf: "\\b".utf8)
        case 0x0C: out.append(contentsOf: "\\f".utf8)
        case 0x0A: out.append(contentsOf: "\\n".utf8)
        case 0x0D: out.append(contentsOf: "\\r".utf8)
        case 0x09: out.append(contentsOf: "\\t".utf8)
        case 0x00..<0x20: out.append(contentsOf: "\\u00\(hex2(byte).lowercased())".utf8)
        default: out.append(byte)
        }
      }
    }
    out.append(UInt8(ascii: "\""))
  }
}

extension JSONWriter {
  /// Shortest round-tripping decimal text of a number; integers without a fraction ("20", not "20.0").
  public static func format(_ n: Double) -> String {
    if n.isFinite, n == n.rounded(), abs(n) < 1e15 {
      return n == 0 ? "0" : String(Int64(n))
    }
    return "\(n)"
  }
}
