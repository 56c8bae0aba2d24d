import DesignKitCore

/// How a value control with a title takes presses: the `Misc` of toggles, checkboxes and radio buttons.
public struct TitleBehavior: Codable, Sendable, Equatable {
  /// Whether pressing the title presses the control too.
  public var isTitleClickable = true
  /// The defaults.
  public init() {}
}
