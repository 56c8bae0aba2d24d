import DesignKit

extension MachineOutput {
  /// The output as a test writes it in Swift, for failure messages: `.actionFired`, `.valueChanged(.on)`,
  /// `.urlOpened("https://…")`, `.haptic(.impactLight)`.
  var swiftSpelling: String {
    switch self {
    case .valueChanged(let value): ".valueChanged(\(value.swiftSpelling))"
    case .destinationPushed(let text), .urlOpened(let text): ".\(name)(\(String(reflecting: text)))"
    case .fetchRequested(let fetch), .fetchCancelled(let fetch): ".\(name)(\(fetch))"
    case .haptic(let haptic): ".haptic(.\(haptic.rawValue))"
    case .custom(let name, let payload):
      ".custom(\(String(reflecting: name)), \(payload.map { String(reflecting: $0) } ?? "nil"))"
    default: "." + name
    }
  }
}

extension MachineValue {
  /// The value as a test writes it in Swift: `.on`, `0.5`, `2`, `.range(lower: 0.2, upper: 0.8)`, `"text"`.
  var swiftSpelling: String {
    switch self {
    case .state(let name) where [MachineValue.on, .off, .indeterminate, .expanded, .collapsed].contains(self):
      "." + name
    case .state(let name): ".state(\(String(reflecting: name)))"
    case .number: description
    case .range(let lower, let upper):
      ".range(lower: \(JSONWriter.format(lower)), upper: \(JSONWriter.format(upper)))"
    case .text(let text): String(reflecting: text)
    }
  }
}
