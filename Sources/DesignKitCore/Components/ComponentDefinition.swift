/// A component's configuration model: a plain struct of sub-structs with property defaults and
/// synthesized conformances; everything generic works on its style tree.
public protocol ComponentModel: Codable, Sendable, Equatable {
  /// The model for the foundations in effect (`Foundations.current`, the default foundations unless bound).
  init()
  /// The name Swift code spells the type with, without its module (`VToggleModel`); a generic model shared by
  /// several components answers with the alias its component uses (`VCardTitleModel`, not `TextPartModel<…>`).
  static var typeName: String { get }
}

extension ComponentModel {
  public static var typeName: String {
    let full = String(reflecting: self)
    guard let dot = full.firstIndex(of: ".") else { return full }
    return String(full[full.index(after: dot)...])
  }

  /// The model whose defaults derive from `foundations` (a theme's colors, metrics, type scale and motion).
  public init(foundations: Foundations) {
    self = foundations.withCurrent { Self() }
  }
}

/// The families of the catalog.
public enum ComponentFamily: String, CaseIterable, Sendable, Codable {
  /// The catalog's families, in display order.
  case buttons, statePickers, itemPickers, valuePickers, inputs, lists, navigation, modals, messages, indicators, misc

  /// A display name ("State pickers").
  public var title: String {
    switch self {
    case .buttons: "Buttons"
    case .statePickers: "State pickers"
    case .itemPickers: "Item pickers"
    case .valuePickers: "Value pickers"
    case .inputs: "Inputs"
    case .lists: "Lists"
    case .navigation: "Navigation"
    case .modals: "Modals"
    case .messages: "Messages"
    case .indicators: "Indicators"
    case .misc: "Misc"
    }
  }
}

/// What adding a component costs: its model, its machine (which fixes its states), its family and role.
public protocol ComponentDefinition: Sendable {
  /// The configuration model.
  associatedtype Model: ComponentModel
  /// The interaction machine; its visual state is the component's state.
  associatedtype Machine: ExplorableMachine

  /// The registered name (`VToggle`); by default the type's name.
  static var componentName: String { get }
  /// The catalog family.
  static var family: ComponentFamily { get }
  /// How assistive technologies present it.
  static var accessibilityRole: AccessibilityRole { get }
  /// The machine's tunables taken from a model.
  static func machineParameters(for model: Model) -> Machine.Parameters
  /// The machine's tunables for each way an instance configures it from `model`, first `machineParameters(for:)`
  /// (a typed component's: one per type, from that type's model); by default that one alone.
  static func machineParameterSets(for model: Model) -> [Machine.Parameters]
  /// The paths of the model's `Misc` settings that tune the machine (`misc.isTitleClickable`), each under the
  /// name it has in the machine's parameters; the registry battery checks that each one changes the behaviour.
  static var machineSettings: [String] { get }
  /// The paths of the `Misc` settings the component applies itself rather than through its machine (which rows a
  /// lazy list builds, how a toast is announced); every other `Misc` setting is a machine setting.
  static var contentSettings: [String] { get }
  /// Foreground / background color pairs that must keep their contrast (text over its fill).
  static var contrastPairs: [ContrastPair] { get }
  /// The paths of the control's target size, for the minimum-target check; nil for non-interactive components.
  static var targetSize: TargetSize? { get }
  /// The configuration category a composition scope addresses it by, plural as a family's name is (`buttons`, `rows`, `fields`, `cards`); by default its
  /// family's name.
  static var category: String { get }
  /// The names of the component's types when its model holds one model per type (`TypedComponent`); empty otherwise.
  static var typeNames: [String] { get }
  /// The parts it embeds with models and machines of their own (a dialog's buttons); empty by default.
  static var parts: [ComponentPart] { get }
  /// The state the component's initializer starts it in, and `simulate` with it: by default the machine's first state
  /// (a control at rest); a modal starts presented, a spinner spinning.
  static var initialState: Machine.VisualState { get }
}

extension ComponentDefinition {
  // `_typeName` reads the name from the type's metadata; `String(describing:)` would first look up conformances to
  // the description protocols, which scans every conformance of the binary for each of the 59 types at start-up.
  public static var componentName: String { _typeName(Self.self, qualified: false) }
  public static var contrastPairs: [ContrastPair] { [] }
  public static var targetSize: TargetSize? { nil }
  public static var category: String { family.rawValue }
  public static var machineSettings: [String] { [] }
  public static var contentSettings: [String] { [] }
  public static var typeNames: [String] { [] }
  public static var parts: [ComponentPart] { [] }
  public static var initialState: Machine.VisualState { Machine.VisualState.allStates[0] }
  public static func machineParameterSets(for model: Model) -> [Machine.Parameters] { [machineParameters(for: model)] }

  /// The path of the model that styles an instance when no instance is at hand (simulation): the first type's
  /// model for a typed component, the whole model otherwise.
  static var defaultModelPath: [String] { typeNames.first.map { [$0] } ?? [] }
}
