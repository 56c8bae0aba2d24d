extension StyleNode {
  /// The tree an archive's JSON text describes (see `archive`).
  ///
  /// A well-formed archive, such as every prebuilt default tree, is read straight from its bytes, with no `JSONValue`
  /// in between: the JSON tree of a component's defaults is larger than the style tree it spells out, and building it
  /// was most of `designkit show`'s start-up. Anything else is parsed and read as `init(archive:)` reads it, so a
  /// malformed archive gets the same positioned diagnostic.
  package init(archiveText text: String) throws(Diagnostic) {
    var text = text
    let fast = text.withUTF8 { bytes -> StyleNode? in
      var reader = JSONByteParser(bytes: bytes, file: nil, maxDepth: JSONReader.Limits.default.maxDepth)
      guard let node = try? reader.archivedNode() else { return nil }
      reader.skipWhitespace()
      return reader.pos == reader.end ? node : nil
    }
    if let fast {
      self = fast
    } else {
      self = try StyleNode(archive: JSONReader().parse(text))
    }
  }
}

extension JSONByteParser {
  /// The archived node at `pos`, stepping past it; nil (or a thrown syntax diagnostic) where the bytes are not a
  /// well-formed archive, which the caller then reads the slow way for its diagnostic.
  mutating func archivedNode(level: Int = 0) throws(Diagnostic) -> StyleNode? {
    skipWhitespace()
    guard pos < end, level < maxDepth else { return nil }
    switch bytes[pos] {
    case UInt8(ascii: "{"): return try archivedFields(level: level).map { .object($0) }
    case UInt8(ascii: "t"):
      guard matches("true") else { return nil }
      pos += 4
      return .bool(true)
    case UInt8(ascii: "f"):
      guard matches("false") else { return nil }
      pos += 5
      return .bool(false)
    case UInt8(ascii: "["):
      pos += 1
      guard let tag = try archiveString(), step(over: ",") else { return nil }
      guard let node = try archivedElement(tag, level: level), step(over: "]") else { return nil }
      return node
    default: return nil
    }
  }

  /// The elements after `[tag,` up to (not including) the closing bracket.
  private mutating func archivedElement(_ tag: String, level: Int) throws(Diagnostic) -> StyleNode? {
    switch tag {
    case "n":
      guard let n = try archiveNumber(), step(over: ","),
        let rule = try archiveString().flatMap(NumberRule.init(rawValue:))
      else { return nil }
      return .number(n, rule)
    case "s": return try archiveString().map { .string($0) }
    case "c":
      guard let choice = try archiveString(), step(over: ","), let options = try archiveStrings() else { return nil }
      return .choice(choice, options: options)
    case "k": return try archivedColor().map { .color($0) }
    case "f":
      guard let json = try archiveValue() else { return nil }
      return try .font(Font(json: json, path: .root, over: nil))
    case "a":
      guard let json = try archiveValue() else { return nil }
      return try .animation(AnimationSpec(json: json, path: .root))
    case "i":
      guard let json = try archiveValue() else { return nil }
      return try .insets(Insets(json: json, path: .root))
    case "t":
      guard let dimension = try archiveString(), step(over: ","), let entries = try archivedFields(level: level),
        step(over: ","), let unshown = try archiveStrings()
      else { return nil }
      return .table(StateTableNode(dimension: dimension, entries: entries, unshownCases: unshown))
    default: return nil
    }
  }

  /// An object of archived nodes: `{"name": node, …}` in order; nil on a repeated name. `level` is the nesting of
  /// the node holding it, bounded by the reader's depth limit as the general parser's nesting is.
  private mutating func archivedFields(level: Int) throws(Diagnostic) -> [StyleField]? {
    guard step(over: "{") else { return nil }
    var fields: [StyleField] = []
    if step(over: "}") { return fields }
    repeat {
      guard let name = try archiveString(), step(over: ":"), !fields.contains(where: { $0.name == name }),
        let node = try archivedNode(level: level + 1)
      else { return nil }
      fields.append(StyleField(name, node))
    } while step(over: ",")
    return step(over: "}") ? fields : nil
  }

  /// A color: a `"#hex"` string or an object of `#hex` variants read in place; any other form (a DTCG object, a
  /// system name) as `AdaptiveColor(json:path:)` reads it.
  private mutating func archivedColor() throws(Diagnostic) -> AdaptiveColor? {
    skipWhitespace()
    let start = pos
    if let hex = try archiveString() {
      if let color = Color(hex: hex) { return AdaptiveColor(color) }
    } else if step(over: "{") {
      // Adaptive `#hex` variants, read in place: a default tree holds hundreds, and a JSON tree for each was a
      // sixteenth of `designkit show`'s start-up.
      var variants = AdaptiveColor.Variants()
      var wellFormed = true
      repeat {
        guard let name = try archiveString(), step(over: ":"), let hex = try archiveString(),
          let color = Color(hex: hex), variants.add(name, color)
        else {
          wellFormed = false
          break
        }
      } while step(over: ",")
      if wellFormed, step(over: "}"), let color = variants.color { return color }
    }
    pos = start
    guard let json = try archiveValue() else { return nil }
    return try AdaptiveColor(json: json, path: .root)
  }

  /// After whitespace, a string (stepping past it), or nil with nothing consumed when the next value is not one.
  private mutating func archiveString() throws(Diagnostic) -> String? {
    skipWhitespace()
    guard pos < end, bytes[pos] == UInt8(ascii: "\"") else { return nil }
    return try readString()
  }

  /// After whitespace, an array of strings.
  private mutating func archiveStrings() throws(Diagnostic) -> [String]? {
    guard step(over: "[") else { return nil }
    var strings: [String] = []
    if step(over: "]") { return strings }
    repeat {
      guard let s = try archiveString() else { return nil }
      strings.append(s)
    } while step(over: ",")
    return step(over: "]") ? strings : nil
  }

  /// After whitespace, a number.
  private mutating func archiveNumber() throws(Diagnostic) -> Double? {
    skipWhitespace()
    guard pos < end, bytes[pos] == UInt8(ascii: "-") || (bytes[pos] >= 0x30 && bytes[pos] <= 0x39) else { return nil }
    return try readNumber()
  }

  /// After whitespace, any JSON value, as the general parser reads it.
  private mutating func archiveValue() throws(Diagnostic) -> JSONValue? {
    skipWhitespace()
    guard pos < end, depth == 0 else { return nil }
    return try parseValues()
  }

  /// Steps over whitespace and then `byte` when it comes next; false (nothing but whitespace consumed) when not.
  private mutating func step(over byte: Unicode.Scalar) -> Bool {
    skipWhitespace()
    guard pos < end, bytes[pos] == UInt8(ascii: byte) else { return false }
    pos += 1
    return true
  }
}
