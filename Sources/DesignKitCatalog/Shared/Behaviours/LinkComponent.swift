import DesignKitCore

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
