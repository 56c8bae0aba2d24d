import DesignKitCore

/// The model of `VBaseButton`: the unstyled press wrapper the other buttons build on; it only dims its content.
public struct VBaseButtonModel: PressableModel {
  /// Sizes.
  public typealias Layout = TextButtonLayout

  /// Colors per interaction state.
  public struct Colors: Codable, Sendable, Equatable {
    /// Opacity of the wrapped content (a pressed or disabled button dims what it wraps).
    public var contentOpacity = StateTable<InteractionState, Opacity>(
      enabled: 1, pressed: Opacity(wrappedValue: Foundations.current.stateLayers.pressedContentOpacity),
      disabled: Opacity(wrappedValue: Foundations.current.stateLayers.disabledContentOpacity))
    /// Focus ring, shown when focused from the keyboard.
    public var focusRing = Palette.focusRing
    public init() {}
  }

  /// Fonts: none, the content is the caller's.
  public typealias Fonts = NoFonts
  /// Animations per transition slot.
  public typealias Animations = PressAnimations
  /// Behaviour.
  public typealias Misc = PressBehavior

  public var layout = Layout()
  public var colors = Colors()
  public var fonts = Fonts()
  public var animations = Animations()
  public var misc = Misc()

  /// The default model.
  public init() {}
}
