/// A component of several types, each with its own model: VComponents' `VSpinnerType.continuous(model)` as values.
///
/// The component's model is a struct with one field per type, named after the type's case and holding that type's
/// model (the five groups), so every type is addressable from JSON (`components.VSpinner.dashed.layout…`), printed
/// by `show`, validated by the schema and themed like any model. The instance carries the chosen type; its
/// `modelPath` selects that type's model, from which it resolves its style and its session takes its animations.
public protocol TypedComponent: ConfiguredComponent {
  /// The types; each case names the model field that styles an instance of that type.
  associatedtype Kind: StyleChoice
  /// The type of this instance.
  var type: Kind { get }
}

extension TypedComponent {
  public static var typeNames: [String] { Kind.allCases.map(\.rawValue) }
  public var modelPath: [String] { [type.rawValue] }
}
