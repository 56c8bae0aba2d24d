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
    public init() {}
  }

  /// Colors.
  public struct Colors: Codable, Sendable, Equatable {
    /// Background of the slot, clear to show the control's.
    public var background = Palette.clear
    public init() {}
  }

  /// Fonts: none, the children have their own.
  public typealias Fonts = NoFonts

  /// Animations per transition slot.
  public typealias Animations = StaticAnimations

  /// Behaviour.
  public struct Misc: Codable, Sendable, Equatable {
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
