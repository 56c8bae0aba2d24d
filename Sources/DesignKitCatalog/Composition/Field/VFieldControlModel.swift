import DesignKitCore

/// The model of `VFieldControl`: the slot of a field that wraps any control.
public struct VFieldControlModel: ComponentModel {
  /// Sizes and spacing.
  public struct Layout: Codable, Sendable, Equatable {
    /// Margins around the wrapped control.
    public var contentMargins = Insets.zero
    /// Smallest height of the slot: a tap target whatever the control's own size.
    @Dimension public var minHeight: Double = 44
    /// Whether the control stretches to the field's width.
    public var fillsWidth = true
    /// The defaults.
    public init() {}
  }

  /// Colors.
  public struct Colors: Codable, Sendable, Equatable {
    /// Background of the slot, clear to show the control's.
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
