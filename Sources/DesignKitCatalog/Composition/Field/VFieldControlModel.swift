import DesignKitCore

/// The model of `VFieldControl`: the slot of a field that wraps any control.
public struct VFieldControlModel: ComponentModel {
  /// Sizes and spacing.
  public struct Layout: Codable, Sendable, Equatable {
    /// Margins around the wrapped control.
    public var contentMargins = Insets.zero
    /// Smallest height of the slot: a tap target whatever the control's own size.
    @Dimension public var minHeight: Double = 44
    public init() {}
  }

  /// Colors.
  public struct Colors: Codable, Sendable, Equatable {
    /// Background of the slot, clear to show the control's.
    public var background = Palette.clear
    public init() {}
  }

  /// Fonts (the wrapped control has its own).
  public struct Fonts: Codable, Sendable, Equatable {
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
    /// Whether the control stretches to the field's width.
    public var fillsWidth = true
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
