import DesignKitCore

/// The model of `VFieldError`: the message under an invalid field's control.
public struct VFieldErrorModel: ComponentModel {
  /// Sizes.
  public typealias Layout = TextPartLayout

  /// Colors.
  public struct Colors: Codable, Sendable, Equatable {
    /// The text.
    public var text = Palette.error
    /// The defaults.
    public init() {}
  }

  /// Fonts.
  public struct Fonts: Codable, Sendable, Equatable {
    /// The text.
    public var text = Typography.font(.footnote)
    /// The defaults.
    public init() {}
  }

  /// Animations per transition slot.
  public typealias Animations = StaticAnimations

  /// Behaviour.
  public typealias Misc = TextPartMisc

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
