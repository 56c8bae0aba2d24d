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
    /// The defaults.
    public init() {}
  }

  /// Fonts: none, the content is the caller's.
  public typealias Fonts = NoFonts
  /// Animations per transition slot.
  public typealias Animations = PressAnimations
  /// Behaviour.
  public typealias Misc = PressBehavior

  /// Sizes and spacing.
  public var layout = Layout()
  /// Colors.
  public var colors = Colors()
  /// Fonts.
  public var fonts = Fonts()
  /// Animations.
  public var animations = Animations()
  /// Behaviour settings.
  public var misc = Misc()

  /// The default model.
  public init() {}
}
