extension EventName {
  /// The single text argument: a quoted string as `String(reflecting:)` writes it (`"ada, lovelace"`, with `\"`,
  /// `\\`, `\n`, `\t`, `\r`, `\0`, `\'` and `\u{…}` escapes), after an optional `label:`; else the bare single
  /// argument (`bindingChanged(1234)`); nil when neither.
  var text: String? { Self.text(in: inner) ?? argument }

  /// The text a quoted argument `piece` spells, after an optional `label:`; nil when it is not one quoted string.
  static func text(in piece: String) -> String? {
    var s = Substring(piece.trimmingSpaces)
    if s.first != "\"", let colon = s.firstIndex(of: ":"), s[..<colon].allSatisfy(\.isLetter) {
      s = Substring(String(s[s.index(after: colon)...]).trimmingSpaces)
    }
    guard s.count >= 2, s.first == "\"", s.last == "\"" else { return nil }
    var body = s.dropFirst().dropLast()
    var result = ""
    while let c = body.popFirst() {
      guard c == "\\" else {
        if c == "\"" { return nil }  // an unescaped quote inside: not one string
        result.append(c)
        continue
      }
      switch body.popFirst() {
      case "n": result.append("\n")
      case "t": result.append("\t")
      case "r": result.append("\r")
      case "0": result.append("\0")
      case "\"": result.append("\"")
      case "'": result.append("'")
      case "\\": result.append("\\")
      case "u":
        guard body.first == "{", let close = body.firstIndex(of: "}"),
          let code = UInt32(body[body.index(after: body.startIndex)..<close], radix: 16),
          let scalar = Unicode.Scalar(code)
        else { return nil }
        result.unicodeScalars.append(scalar)
        body = body[body.index(after: close)...]
      default: return nil
      }
    }
    return result
  }

  /// `text` quoted as `text` reads it back.
  static func quoted(_ text: String) -> String { String(reflecting: text) }
}
