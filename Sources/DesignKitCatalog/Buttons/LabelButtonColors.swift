import DesignKitCore

/// The colors of a button whose label may hold an icon beside its title (secondary, square and text buttons, links):
/// `ButtonColors` and the icon's color per interaction state.
public struct LabelButtonColors: Codable, Sendable, Equatable {
  /// Background fill.
  public var background: StateTable<InteractionState, AdaptiveColor>
  /// Title.
  public var content: StateTable<InteractionState, AdaptiveColor>
  /// The icon beside the title.
  public var icon: StateTable<InteractionState, AdaptiveColor>
  /// Focus ring, shown when focused from the keyboard.
  public var focusRing: StateTable<InteractionState, AdaptiveColor>
  /// Border, drawn inside the background's edge `layout.borderWidth` wide.
  public var border: StateTable<InteractionState, AdaptiveColor>

  /// `colors`, the icon in the title's colors.
  public init(_ colors: ButtonColors) {
    background = colors.background
    content = colors.content
    icon = colors.content
    focusRing = colors.focusRing
    border = colors.border
  }
}
