import DesignKitCore

/// The sizes and colors of one layout part; its children bring their own fonts and behaviour.
public protocol LayoutPartRole: ModelRole {
  /// Sizes and spacing.
  associatedtype Layout: ModelGroup & ResolvedGroup
  /// Colors.
  associatedtype Colors: ModelGroup & ResolvedGroup
  /// Animations per transition slot: those of the part's machine (`StaticAnimations` for a part that takes focus or
  /// hover, `AvailabilityAnimations` for one that is only enabled or disabled).
  associatedtype Animations: ModelGroup & ResolvedGroup = StaticAnimations
}

/// The model of a part that only lays out and paints behind its children (a card, a card's header, a field group):
/// no fonts, no behaviour, the animations of its machine. Each part is an alias of its own role (`VCardHeaderModel`), which holds its
/// `Layout` and `Colors`.
public struct LayoutPartModel<Role: LayoutPartRole>: ComponentModel {
  /// Sizes and spacing.
  public typealias Layout = Role.Layout
  /// Colors.
  public typealias Colors = Role.Colors
  /// Fonts: none, the children have their own.
  public typealias Fonts = NoFonts
  /// Animations per transition slot.
  public typealias Animations = Role.Animations
  /// Behaviour.
  public typealias Misc = NoMisc

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
  ///
  /// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
  /// <doc:DefaultFoundations>): colors from `Palette`, spacing, radii and sizes from `Metrics` and animations from
  /// `Motion`.
  public init() {}

  public static var typeName: String { Role.modelName }
}

extension StaticAnimations: ModelGroup {}
extension AvailabilityAnimations: ModelGroup {}
