import DesignKitCore

/// Settings a drawing uses in place of the model's: a gallery sample of a setting the model leaves off (an inset
/// row, a secure field), so that the values only that setting shows are drawn with any model, the default one
/// included; or what a composite decides for its part (a password row's field is secure). Empty for every instance
/// a user makes.
struct SampleSettings: Sendable {
  private var values: [(path: [String], value: ResolvedStyle)] = []

  /// No settings: the model's.
  init() {}

  /// The leaves at the dotted paths of `settings` set to their values (`["layout.style": .choice("inset")]`).
  init(_ settings: KeyValuePairs<String, ResolvedStyle>) {
    values = settings.map { (path: $0.key.split(separator: ".").map(String.init), value: $0.value) }
  }

  /// Whether there are none: the drawing is the model's.
  var isEmpty: Bool { values.isEmpty }

  /// `style` with these settings in place of its own.
  func applied(to style: ResolvedStyle) -> ResolvedStyle {
    values.reduce(style) { $0.replacing($1.path[...], with: $1.value) }
  }
}

extension ResolvedStyle {
  /// This style with the node at `path` replaced by `value`; unchanged where the path does not lead to a node.
  fileprivate func replacing(_ path: ArraySlice<String>, with value: ResolvedStyle) -> ResolvedStyle {
    guard let name = path.first else { return value }
    guard case .object(let fields) = self else { return self }
    return .object(
      fields.map { $0.name == name ? ResolvedField($0.name, $0.value.replacing(path.dropFirst(), with: value)) : $0 })
  }
}
