import DesignKitCore

/// The defaults of one compact filled button: its sizes and its title's font. The filled buttons share every other
/// group: `LabelButtonColors` filled with the accent, `TitleFonts`, `PressAnimations` and `PressBehavior`, and the
/// `bordered` variant.
public protocol FilledButtonRole: VariantRole
where
  Layout: ModelGroup & BorderedLayout, Colors == LabelButtonColors, Fonts == TitleFonts,
  Animations == PressAnimations, Misc == PressBehavior
{
  /// The title's font per platform.
  static var titleFont: PlatformFont { get }
}

extension FilledButtonRole {
  /// Filled with the accent, the title on it.
  public static var colors: LabelButtonColors { LabelButtonColors(.filled(Palette.accent, content: Palette.onAccent)) }
  /// The title in the role's font.
  public static var fonts: TitleFonts { TitleFonts(title: titleFont) }
}

/// A layout with a border the `bordered` variants widen.
public protocol BorderedLayout {
  /// Width of the border, drawn inside the background's edge; 0 draws none.
  var borderWidth: Double { get set }
}

/// The model of a compact button filled with the accent color (`VSecondaryButton`, `VSquareButton`): they share
/// colors, animations and behaviour, and each is an alias of its own role, which holds its `Layout` and title font.
///
/// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
/// <doc:DefaultFoundations>): colors from `Palette`, spacing, radii and sizes from `Metrics`, fonts from `Typography`
/// and animations from `Motion`.
public typealias FilledButtonModel<Role: FilledButtonRole> = GroupedModel<Role>
