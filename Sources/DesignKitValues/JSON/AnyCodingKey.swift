/// A coding key for any string or index.
package struct AnyCodingKey: CodingKey, Hashable, Sendable {
  package var stringValue: String
  package var intValue: Int?
  package init(stringValue: String) { self.stringValue = stringValue }
  package init(intValue: Int) {
    self.stringValue = String(intValue)
    self.intValue = intValue
  }
  /// A key for a string.
  package init(_ string: String) { self.stringValue = string }
}
