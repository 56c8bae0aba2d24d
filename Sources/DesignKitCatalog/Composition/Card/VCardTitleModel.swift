import DesignKitCore

/// The model of `VCardTitle`: a card's title text.
public struct VCardTitleModel: ComponentModel {
  /// Sizes and spacing.
  public struct Layout: Codable, Sendable, Equatable {
    /// Lines before the title truncates; 0 wraps without limit (no fixed height: the title grows with Dynamic Type).
    public var lineLimit = 0
    public init() {}
  }

  /// Colors.
  public struct Colors: Codable, Sendable, Equatable {
    /// The text.
    public var text = Palette.primaryText
    public init() {}
  }

  /// Fonts.
  public struct Fonts: Codable, Sendable, Equatable {
    /// The text.
    public var text = Typography.font(.headline)
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
    /// Whether assistive technologies announce the title as a header.
    public var isHeader = true
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
