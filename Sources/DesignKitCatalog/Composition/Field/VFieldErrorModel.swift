import DesignKitCore

/// The model of `VFieldError`: the message under an invalid field's control.
public struct VFieldErrorModel: ComponentModel {
  /// Sizes.
  public typealias Layout = TextPartLayout

  /// Colors.
  public struct Colors: Codable, Sendable, Equatable {
    /// The text.
    public var text = Palette.error
    public init() {}
  }

  /// Fonts.
  public struct Fonts: Codable, Sendable, Equatable {
    /// The text.
    public var text = Typography.font(.footnote)
    public init() {}
  }

  /// Animations per transition slot.
  public typealias Animations = StaticAnimations

  /// Behaviour.
  public typealias Misc = TextPartMisc

  public var layout = Layout()
  public var colors = Colors()
  public var fonts = Fonts()
  public var animations = Animations()
  public var misc = Misc()

  /// The default model.
  public init() {}
}
