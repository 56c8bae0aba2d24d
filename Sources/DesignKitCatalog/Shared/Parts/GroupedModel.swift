import DesignKitCore

/// The five groups of a model that is only its groups (`VFieldModel`, a card's header): its role in `GroupedModel`.
/// A role names its `Layout` and `Colors`; a group it leaves out is the common empty one.
public protocol GroupedRole: ModelRole {
  /// Sizes and spacing.
  associatedtype Layout: ModelGroup & ResolvedGroup
  /// Colors.
  associatedtype Colors: ModelGroup & ResolvedGroup
  /// Fonts: none unless the role names them.
  associatedtype Fonts: ModelGroup & ResolvedGroup = NoFonts
  /// Animations per transition slot: those of the component's machine (`StaticAnimations` for one that takes focus
  /// or hover, `AvailabilityAnimations` for one that is only enabled or disabled).
  associatedtype Animations: ModelGroup & ResolvedGroup = StaticAnimations
  /// Behaviour: none unless the role names it.
  associatedtype Misc: ModelGroup & ResolvedGroup = NoMisc
}

/// The model of a component that is its five groups and nothing else: the skeleton every such model shares, written
/// once. Each component's model is an alias of its own role (`VFieldModel = GroupedModel<FieldRole>`), which holds the
/// groups; JSON paths, schema keys and the alias's name are those of a hand-written model.
public struct GroupedModel<Role: GroupedRole>: ComponentModel {
  /// Sizes and spacing.
  public typealias Layout = Role.Layout
  /// Colors.
  public typealias Colors = Role.Colors
  /// Fonts.
  public typealias Fonts = Role.Fonts
  /// Animations per transition slot.
  public typealias Animations = Role.Animations
  /// Behaviour.
  public typealias Misc = Role.Misc

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
  /// <doc:DefaultFoundations>): colors from `Palette`, spacing, radii and sizes from `Metrics`, fonts from `Typography`
  /// and animations from `Motion`, as each group's properties say.
  public init() {}

  public static var typeName: String { Role.modelName }
}

/// The sizes and colors of one layout part; its children bring their own fonts and behaviour.
public protocol LayoutPartRole: GroupedRole where Fonts == NoFonts, Misc == NoMisc {}

/// The model of a part that only lays out and paints behind its children (a card, a card's header, a field group):
/// no fonts, no behaviour, the animations of its machine. Each part is an alias of its own role (`VCardHeaderModel`),
/// which holds its `Layout` and `Colors`.
public typealias LayoutPartModel<Role: LayoutPartRole> = GroupedModel<Role>

extension StaticAnimations: ModelGroup {}
extension AvailabilityAnimations: ModelGroup {}
extension NoFonts: ModelGroup {}
extension NoMisc: ModelGroup {}
