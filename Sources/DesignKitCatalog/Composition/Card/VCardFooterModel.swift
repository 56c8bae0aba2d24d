import DesignKitCore

/// The model of `VCardFooter`: the bottom row of a card, holding its actions.
public struct VCardFooterModel: ComponentModel {
  /// Sizes and spacing.
  public struct Layout: Codable, Sendable, Equatable {
    /// Padding around the footer; none on top, where the content's padding already is.
    public var padding = Insets(
      top: 0, leading: Metrics.spacing(2), bottom: Metrics.spacing(2), trailing: Metrics.spacing(2))
    /// Spacing between the actions.
    @Dimension public var spacing: Double = Metrics.spacing(1)
    /// Where the actions sit.
    public var alignment = LineAlignment.trailing
    /// Thickness of the separator above the footer.
    @Dimension public var separatorWidth: Double = Metrics.hairline
    /// The defaults.
    public init() {}
  }

  /// Colors.
  public struct Colors: Codable, Sendable, Equatable {
    /// A separator above the footer, clear unless a preset draws it.
    public var separator = Palette.clear
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
