import Foundation

/// A small XML well-formedness checker (no DTDs, no processing instructions beyond the declaration): tags nest and
/// close, one root, attributes are quoted and unique, only the five named entities and numeric references, no
/// control characters. Enough to prove the SVG back-end writes documents any XML parser accepts.
struct XMLChecker {
  /// An element's name and attributes in document order.
  struct Element: Equatable {
    var name: String
    var attributes: [(String, String)]

    static func == (a: Element, b: Element) -> Bool {
      a.name == b.name && a.attributes.elementsEqual(b.attributes) { $0.0 == $1.0 && $0.1 == $1.1 }
    }

    func attribute(_ name: String) -> String? { attributes.first { $0.0 == name }?.1 }
  }

  struct Failure: Error, CustomStringConvertible {
    var message: String
    var offset: Int
    var description: String { "not well-formed XML at character \(offset): \(message)" }
  }

  /// The elements of a well-formed document, or the first problem.
  static func elements(of text: String) throws(Failure) -> [Element] {
    let chars = Array(text.unicodeScalars)
    var i = 0
    var stack: [String] = []
    var elements: [Element] = []
    var rootClosed = false

    func fail(_ message: String) -> Failure { Failure(message: message, offset: i) }
    func isNameChar(_ c: Unicode.Scalar) -> Bool {
      c.properties.isAlphabetic || ("0"..."9").contains(c) || c == "-" || c == "_" || c == ":" || c == "."
    }
    func name() throws(Failure) -> String {
      var out = ""
      while i < chars.count, isNameChar(chars[i]) {
        out.unicodeScalars.append(chars[i])
        i += 1
      }
      if out.isEmpty { throw fail("expected a name") }
      return out
    }
    func skipSpace() {
      while i < chars.count, chars[i] == " " || chars[i] == "\n" || chars[i] == "\t" || chars[i] == "\r" { i += 1 }
    }
    func checkText(_ stop: Unicode.Scalar?) throws(Failure) -> String {
      var out = ""
      while i < chars.count, chars[i] != "<" || stop != nil, chars[i] != stop {
        let c = chars[i]
        if c.value < 0x20 && c != "\t" && c != "\n" && c != "\r" { throw fail("control character") }
        if c == "<" { throw fail("`<` in an attribute value") }
        if c == "&" {
          guard let semi = chars[i...].firstIndex(of: ";") else { throw fail("unterminated entity") }
          let entity = String(String.UnicodeScalarView(chars[(i + 1)..<semi]))
          let named = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'"]
          if let value = named[entity] {
            out += value
          } else if entity.hasPrefix("#"),
            UInt32(entity.dropFirst().replacingOccurrences(of: "x", with: ""), radix: entity.hasPrefix("#x") ? 16 : 10)
              != nil
          {
            out += "?"
          } else {
            throw fail("unknown entity `&\(entity);`")
          }
          i = semi + 1
          continue
        }
        out.unicodeScalars.append(c)
        i += 1
      }
      return out
    }

    if text.hasPrefix("<?xml"), let end = text.range(of: "?>") {
      i = text.unicodeScalars.distance(from: text.unicodeScalars.startIndex, to: end.upperBound)
    }
    while i < chars.count {
      if chars[i] != "<" {
        let start = i
        let content = try checkText(nil)
        if stack.isEmpty, content.contains(where: { !$0.isWhitespace }) {
          i = start
          throw fail("text outside the root element")
        }
        continue
      }
      i += 1
      guard i < chars.count else { throw fail("document ends inside a tag") }
      if chars[i] == "/" {
        i += 1
        let closing = try name()
        skipSpace()
        guard i < chars.count, chars[i] == ">" else { throw fail("expected `>`") }
        i += 1
        guard stack.last == closing else { throw fail("`</\(closing)>` closes `<\(stack.last ?? "nothing")>`") }
        stack.removeLast()
        if stack.isEmpty { rootClosed = true }
        continue
      }
      if rootClosed { throw fail("a second root element") }
      var element = Element(name: try name(), attributes: [])
      while true {
        skipSpace()
        guard i < chars.count else { throw fail("document ends inside a tag") }
        if chars[i] == ">" {
          i += 1
          stack.append(element.name)
          break
        }
        if chars[i] == "/" {
          guard i + 1 < chars.count, chars[i + 1] == ">" else { throw fail("expected `/>`") }
          i += 2
          if stack.isEmpty { rootClosed = true }
          break
        }
        let attribute = try name()
        skipSpace()
        guard i < chars.count, chars[i] == "=" else { throw fail("attribute `\(attribute)` has no value") }
        i += 1
        skipSpace()
        guard i < chars.count, chars[i] == "\"" || chars[i] == "'" else { throw fail("unquoted attribute value") }
        let quote = chars[i]
        i += 1
        let value = try checkText(quote)
        guard i < chars.count else { throw fail("unterminated attribute value") }
        i += 1
        if element.attributes.contains(where: { $0.0 == attribute }) {
          throw fail("duplicate attribute `\(attribute)`")
        }
        element.attributes.append((attribute, value))
      }
      elements.append(element)
    }
    guard stack.isEmpty else { throw fail("unclosed `<\(stack.last ?? "")>`") }
    guard rootClosed else { throw fail("no root element") }
    return elements
  }

  /// The attributes that differ between two documents with the same elements: `element#index.attribute`.
  static func differingAttributes(_ a: String, _ b: String) throws -> [String] {
    let x = try elements(of: a)
    let y = try elements(of: b)
    guard x.map(\.name) == y.map(\.name) else { return ["<elements differ: \(x.map(\.name)) vs \(y.map(\.name))>"] }
    var out: [String] = []
    for (index, (p, q)) in zip(x, y).enumerated() {
      let names = (p.attributes.map(\.0) + q.attributes.map(\.0)).reduce(into: [String]()) {
        if !$0.contains($1) { $0.append($1) }
      }
      for n in names where p.attribute(n) != q.attribute(n) { out.append("\(p.name)#\(index).\(n)") }
    }
    return out
  }
}
