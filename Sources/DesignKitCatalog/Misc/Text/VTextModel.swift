import DesignKitCore

/// The model of `VText`: one model per type (`VText.Kind`).
public struct VTextModel: ComponentModel {
  /// A single truncated line.
  public var singleLine = VTextSingleLineModel()
  /// Wrapped lines.
  public var multiLine = VTextMultiLineModel()

  /// The default model.
  ///
  /// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
  /// <doc:DefaultFoundations>): colors from `Palette`, fonts from `Typography` and animations from `Motion`.
  public init() {}
}

/// The colors both text types have.
public struct TextColors: Codable, Sendable, Equatable {
  /// The text, per availability.
  public var text = StateTable<InteractionState, AdaptiveColor>(
    enabled: Palette.primaryText, disabled: Palette.secondaryText)
  /// The default model.
  ///
  /// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
  /// <doc:DefaultFoundations>): colors from `Palette`.
  public init() {}
}

/// The model of a single-line `VText`.
public struct VTextSingleLineModel: ComponentModel {
  /// Where a line is cut when it does not fit.
  public enum Truncation: String, StyleChoice {
    /// Where the ellipsis goes when the text is too long.
    case head, middle, tail
  }

  /// Layout: none of its own; where the line sits and how far it shrinks is `fonts.textConfiguration`.
  public struct Layout: Codable, Sendable, Equatable {
    /// The defaults.
    public init() {}
  }

  /// Behaviour.
  public struct Misc: Codable, Sendable, Equatable {
    /// Where a line too long is cut.
    public var truncation = Truncation.tail
    /// The defaults.
    public init() {}
  }

  /// Sizes and spacing.
  public var layout = Layout()
  /// Colors.
  public var colors = TextColors()
  /// Fonts.
  public var fonts = TextFonts(text: Typography.font(.body), textConfiguration: .singleLine)
  /// Animations per transition slot.
  public var animations = AvailabilityAnimations()
  /// Behaviour.
  public var misc = Misc()

  /// The default model.
  ///
  /// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
  /// <doc:DefaultFoundations>): fonts from `Typography`.
  public init() {}
}

/// The model of a multi-line `VText`.
public struct VTextMultiLineModel: ComponentModel {
  /// Layout.
  public struct Layout: Codable, Sendable, Equatable {
    /// Extra space between lines (where they sit and how many there are is `fonts.textConfiguration`).
    @Dimension public var lineSpacing: Double = 0
    /// The defaults.
    public init() {}
  }

  /// Sizes and spacing.
  public var layout = Layout()
  /// Colors.
  public var colors = TextColors()
  /// Fonts.
  public var fonts = TextFonts()
  /// Animations per transition slot.
  public var animations = AvailabilityAnimations()
  /// Behaviour.
  public var misc = VTextSingleLineModel.Misc()

  /// The default model.
  public init() {}
}
