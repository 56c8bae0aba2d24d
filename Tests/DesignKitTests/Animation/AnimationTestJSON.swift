@testable import DesignKitCore
@testable import DesignKitValues

/// A minimal JSON reader for animation tests: enough of the grammar (no escapes) to write cases as text and
/// still get source locations. The real preset reader lives elsewhere; this keeps these tests independent of it.
struct AnimationTestJSON {
  struct Malformed: Error {}

  private let scalars: [Unicode.Scalar]
  private var index = 0

  static func parse(_ text: String) throws -> JSONValue {
    var reader = AnimationTestJSON(scalars: Array(text.unicodeScalars))
    return try reader.value()
  }

  private init(scalars: [Unicode.Scalar]) { self.scalars = scalars }

  private var location: SourceLocation { SourceLocation(line: 1, column: index + 1, offset: index) }

  private mutating func skip() {
    while index < scalars.count, scalars[index] == " " { index += 1 }
  }

  private mutating func value() throws -> JSONValue {
    skip()
    guard index < scalars.count else { throw Malformed() }
    let start = location
    switch scalars[index] {
    case "{":
      index += 1
      var members: [JSONMember] = []
      skip()
      if scalars[index] == "}" {
        index += 1
        return JSONValue(.object(members), at: start)
      }
      while true {
        skip()
        let keyLocation = location
        guard case .string(let key) = try value().kind else { throw Malformed() }
        skip()
        guard scalars[index] == ":" else { throw Malformed() }
        index += 1
        members.append(JSONMember(key: key, keyLocation: keyLocation, value: try value()))
        skip()
        index += 1
        if scalars[index - 1] == "}" { return JSONValue(.object(members), at: start) }
      }
    case "[":
      index += 1
      var items: [JSONValue] = []
      skip()
      if scalars[index] == "]" {
        index += 1
        return JSONValue(.array(items), at: start)
      }
      while true {
        items.append(try value())
        skip()
        index += 1
        if scalars[index - 1] == "]" { return JSONValue(.array(items), at: start) }
      }
    case "\"":
      index += 1
      let begin = index
      while scalars[index] != "\"" { index += 1 }
      index += 1
      return JSONValue(.string(String(String.UnicodeScalarView(scalars[begin..<(index - 1)]))), at: start)
    default:
      let begin = index
      while index < scalars.count, !",]} ".unicodeScalars.contains(scalars[index]) { index += 1 }
      let word = String(String.UnicodeScalarView(scalars[begin..<index]))
      switch word {
      case "true": return JSONValue(.bool(true), at: start)
      case "false": return JSONValue(.bool(false), at: start)
      case "null": return JSONValue(.null, at: start)
      default:
        guard let n = Double(word) else { throw Malformed() }
        return JSONValue(.number(n), at: start)
      }
    }
  }
}
