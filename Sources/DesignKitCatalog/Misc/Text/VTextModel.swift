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
public struct TextColors: ModelGroup {
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
public typealias VTextSingleLineModel = GroupedModel<VTextSingleLineRole>

/// The groups of `VTextSingleLineModel`.
///
/// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
/// <doc:DefaultFoundations>): fonts from `Typography`.
public enum VTextSingleLineRole: GroupedRole {
  /// Where a line is cut when it does not fit.
  public enum Truncation: String, StyleChoice {
    /// Where the ellipsis goes when the text is too long.
    case head, middle, tail
  }

  /// Layout: none of its own; where the line sits and how far it shrinks is `fonts.textConfiguration`.
  public struct Layout: ModelGroup {
    /// The defaults.
    public init() {}
  }

  /// Colors.
  public typealias Colors = TextColors
  /// Fonts.
  public typealias Fonts = TextFonts
  /// Animations per transition slot.
  public typealias Animations = AvailabilityAnimations

  /// Behaviour.
  public struct Misc: ModelGroup {
    /// Where a line too long is cut.
    public var truncation = Truncation.tail
    /// The defaults.
    public init() {}
  }

  /// The body font on a single line.
  public static var fonts: Fonts { Fonts(text: Typography.font(.body), textConfiguration: .singleLine) }
}

extension GroupedModel where Role == VTextSingleLineRole {
  /// Where a line is cut when it does not fit.
  public typealias Truncation = VTextSingleLineRole.Truncation
}

/// The model of a multi-line `VText`.
public typealias VTextMultiLineModel = GroupedModel<VTextMultiLineRole>

/// The groups of `VTextMultiLineModel`.
///
/// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
/// <doc:DefaultFoundations>): colors from `Palette`, fonts from `Typography` and animations from `Motion`.
public enum VTextMultiLineRole: GroupedRole {
  /// Layout.
  public struct Layout: ModelGroup {
    /// Extra space between lines (where they sit and how many there are is `fonts.textConfiguration`).
    @Dimension public var lineSpacing: Double = 0
    /// The defaults.
    public init() {}
  }

  /// Colors.
  public typealias Colors = TextColors
  /// Fonts.
  public typealias Fonts = TextFonts
  /// Animations per transition slot.
  public typealias Animations = AvailabilityAnimations
  /// Behaviour: the single line's.
  public typealias Misc = VTextSingleLineRole.Misc
}
