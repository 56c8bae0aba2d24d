/// An object key that equals another only when their UTF-8 bytes do: RFC 8259 compares names code point by code
/// point, while `String` equality treats canonically equivalent spellings (`"é"`, `"e\u{301}"`) as one.
struct ObjectKey: Hashable {
  let name: String

  init(_ name: String) { self.name = name }

  static func == (lhs: ObjectKey, rhs: ObjectKey) -> Bool { lhs.name.utf8.elementsEqual(rhs.name.utf8) }

  func hash(into hasher: inout Hasher) {
    var name = name
    name.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
  }
}
