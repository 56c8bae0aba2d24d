import DesignKitCore

/// The model of `VCardDescription`: the secondary text under a card's title.
public struct VCardDescriptionModel: ComponentModel {
  /// Sizes and spacing.
  public struct Layout: Codable, Sendable, Equatable {
    /// Lines before the description truncates; 0 wraps without limit.
    public var lineLimit = 0
    public init() {}
  }

  /// Colors.
  public struct Colors: Codable, Sendable, Equatable {
    /// The text.
    public var text = Palette.secondaryText
    public init() {}
  }

  /// Fonts.
  public struct Fonts: Codable, Sendable, Equatable {
    /// The text.
    public var text = Typography.font(.subheadline)
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
    /// How the lines align.
    public var alignment = LineAlignment.leading
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
