import DesignKitCore

/// The model of `VFieldError`: the message under an invalid field's control.
public struct VFieldErrorModel: ComponentModel {
  /// Sizes and spacing.
  public struct Layout: Codable, Sendable, Equatable {
    /// Lines before the message truncates; 0 wraps without limit.
    public var lineLimit = 0
    public init() {}
  }

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
  public struct Animations: Codable, Sendable, Equatable {
    /// When enabled-ness changes.
    public var stateChange = Motion.stateChange
    /// When focus arrives or leaves.
    public var focus = Motion.focus
    /// When a pointer starts or stops hovering.
    public var hover = Motion.hover
    public init() {}
  }

  /// Behaviour.
  public struct Misc: Codable, Sendable, Equatable {
    /// Whether the message is announced when it appears.
    public var announces = true
    public init() {}
  }

  public var layout = Layout()
  public var colors = Colors()
  public var fonts = Fonts()
  public var animations = Animations()
  public var misc = Misc()

  /// The default model.
  public init() {}
}
