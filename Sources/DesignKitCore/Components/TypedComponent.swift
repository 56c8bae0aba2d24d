import DesignKitValues

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
  /// The machine's tunables for an instance of `type`, taken from that type's model in `model`.
  static func machineParameters(for model: Model, type: Kind) -> Machine.Parameters
}

extension TypedComponent {
  public static var typeNames: [String] { Kind.allCases.map(\.rawValue) }
  /// By default every type tunes the machine alike (`machineParameters(for:)`).
  public static func machineParameters(for model: Model, type: Kind) -> Machine.Parameters {
    machineParameters(for: model)
  }
  /// One set per type, in the types' order.
  public static func machineParameterSets(for model: Model) -> [Machine.Parameters] {
    Kind.allCases.map { machineParameters(for: model, type: $0) }
  }
  public var modelPath: [String] { [type.rawValue] }
}
