import DesignKitCore

/// The model of `VFieldGroup`: a column of form fields.
public struct VFieldGroupModel: ComponentModel {
  /// Sizes and spacing.
  public struct Layout: Codable, Sendable, Equatable {
    /// Spacing between fields.
    @Dimension public var spacing: Double = Metrics.spacing(3)
    /// Padding around the group.
    public var padding = Insets.zero
    /// Whether the fields lay out in a row on wide layouts instead of a column.
    public var isHorizontal = false
    /// The defaults.
    public init() {}
  }

  /// Colors.
  public struct Colors: Codable, Sendable, Equatable {
    /// Background, clear to show what is behind.
    public var background = Palette.clear
    /// The defaults.
    public init() {}
  }

  /// Fonts: none, the children have their own.
  public typealias Fonts = NoFonts

  /// Animations per transition slot.
  public typealias Animations = StaticAnimations

  /// Behaviour.
  public struct Misc: Codable, Sendable, Equatable {
    /// The defaults.
    public init() {}
  }

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
