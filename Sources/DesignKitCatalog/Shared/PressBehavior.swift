import DesignKitCore

/// How a button takes presses: every button model's `Misc`.
public struct PressBehavior: Codable, Sendable, Equatable {
  /// How far (points) a finger may drift outside before the press counts as left.
  @Dimension public var pressDriftTolerance: Double = 70

  /// The theme's behaviour.
  public init() {}

  /// The press machine's tunables.
  public var parameters: PressParameters { PressParameters(driftTolerance: pressDriftTolerance) }
}

/// A model whose `misc` is a `PressBehavior`: its component's press machine takes its tunables from it.
public protocol PressableModel: ComponentModel {
  /// How the button takes presses.
  var misc: PressBehavior { get }
}

extension ComponentDefinition where Model: PressableModel, Machine == PressMachine {
  public static func machineParameters(for model: Model) -> PressParameters { model.misc.parameters }
}

extension ComponentDefinition where Model: PressableModel {
  public static var machineSettings: [String] { ["misc.pressDriftTolerance"] }
}

/// A button: a press machine configured by a `PressableModel`, in the buttons family.
public protocol ButtonComponent: ConfiguredComponent where Machine == PressMachine, Model: PressableModel {
  /// What a completed press does.
  var action: @Sendable () -> Void { get }
}

extension ButtonComponent {
  public func handle(_ output: MachineOutput) { if output == .actionFired { action() } }
  public static var family: ComponentFamily { .buttons }
  public static var accessibilityRole: AccessibilityRole { .button }
}

/// A button known by its title (plain, secondary, square): its accessibility label, its `title` content key and the
/// registry battery's callback probe come from the title.
public protocol TitledButton: ButtonComponent {
  /// The title.
  var title: String { get set }
  /// A button with `title` that calls `action`.
  init(model: Model, state: InteractionState, action: @escaping @Sendable () -> Void, title: String)
}

extension TitledButton {
  public var accessibilityLabel: String { title }
  public static var contentKeys: [ContentKey<Self>] { [.init("title", \.title)] }
  public static var callbackProbe: CallbackProbe<Self>? {
    .press { Self(model: Model(), state: .enabled, action: $0, title: "Save") }
  }
}

/// A link: a link machine configured by a `PressableModel`, going to its instance's target.
public protocol LinkComponent: ConfiguredComponent where Machine == LinkMachine, Model: PressableModel {
  /// The title, read as its label.
  var title: String { get }
  /// Where a fired press goes.
  var target: LinkTarget { get }
  /// Called when the press fires, before the link goes to its target.
  var action: @Sendable () -> Void { get }
  /// The target of a link known only by its model (`designkit simulate`).
  static var placeholderTarget: LinkTarget { get }
}

extension LinkComponent {
  public var accessibilityLabel: String { title }
  public func handle(_ output: MachineOutput) { if output == .actionFired { action() } }
  public static var family: ComponentFamily { .buttons }
  public static var accessibilityRole: AccessibilityRole { .link }
  public static var contrastPairs: [ContrastPair] { [ContrastPair(foreground: "colors.content")] }
  public static func machineParameters(for model: Model) -> LinkParameters {
    LinkParameters(target: placeholderTarget, press: model.misc.parameters)
  }
  public var machineParameters: LinkParameters { LinkParameters(target: target, press: model.misc.parameters) }
}
