import DesignKitCore

/// What a grouped model's group is: a plain value that encodes by name and reads typed (`ResolvedGroup`).
public typealias GroupValue = Codable & Sendable & Equatable & ResolvedGroup

/// The five groups of a model that is only its groups (`VFieldModel`, a card's header): its role in `GroupedModel`.
/// A role names its `Layout` and `Colors`; a group it leaves out is the common empty one.
public protocol GroupedRole: ModelRole {
  /// Sizes and spacing.
  associatedtype Layout: GroupValue
  /// Colors.
  associatedtype Colors: GroupValue
  /// Fonts: none unless the role names them.
  associatedtype Fonts: GroupValue = NoFonts
  /// Animations per transition slot: those of the component's machine (`StaticAnimations` for one that takes focus
  /// or hover, `AvailabilityAnimations` for one that is only enabled or disabled).
  associatedtype Animations: GroupValue = StaticAnimations
  /// Behaviour: none unless the role names it.
  associatedtype Misc: GroupValue = NoMisc
  // A group that is a `ModelGroup` defaults to its own defaults; a shared group without `init()` (`TitleFonts`) is
  // given by the role.

  /// The model's default layout: the group's own defaults unless the role sets it apart.
  static var layout: Layout { get }
  /// The model's default colors: the group's own defaults unless the role sets them apart.
  static var colors: Colors { get }
  /// The model's default fonts: the group's own defaults unless the role sets them apart (a shared group such as
  /// `TextFonts` with this component's type style).
  static var fonts: Fonts { get }
  /// The model's default animations: the group's own defaults unless the role sets them apart.
  static var animations: Animations { get }
  /// The model's default behaviour: the group's own defaults unless the role sets it apart.
  static var misc: Misc { get }
}

extension GroupedRole {
  /// The alias of the bound model: the role's name with `Model` for `Role` (`VFieldRole` binds `VFieldModel`).
  public static var modelName: String {
    let name = _typeName(Self.self, qualified: false)
    return (name.hasSuffix("Role") ? String(name.dropLast(4)) : name) + "Model"
  }
}

extension GroupedRole where Layout: ModelGroup {
  /// The layout group's own defaults.
  public static var layout: Layout { Layout() }
}

extension GroupedRole where Colors: ModelGroup {
  /// The colors group's own defaults.
  public static var colors: Colors { Colors() }
}

extension GroupedRole where Fonts: ModelGroup {
  /// The fonts group's own defaults.
  public static var fonts: Fonts { Fonts() }
}

extension GroupedRole where Animations: ModelGroup {
  /// The animations group's own defaults.
  public static var animations: Animations { Animations() }
}

extension GroupedRole where Misc: ModelGroup {
  /// The behaviour group's own defaults.
  public static var misc: Misc { Misc() }
}

/// The model of a component that is its five groups and nothing else: the skeleton every such model shares, written
/// once. Each component's model is an alias of its own role (`VFieldModel = GroupedModel<VFieldRole>`), which holds the
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

  // No initial values: a stored property's initial value is computed in every initializer, the decoder's too, so
  // decoding a model from a preset built its whole default model first (a fifth of loading every model).

  /// Sizes and spacing.
  public var layout: Layout
  /// Colors.
  public var colors: Colors
  /// Fonts.
  public var fonts: Fonts
  /// Animations.
  public var animations: Animations
  /// Behaviour settings.
  public var misc: Misc

  /// The default model.
  ///
  /// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
  /// <doc:DefaultFoundations>): a layout part's colors from `Palette`, spacing, radii and sizes from `Metrics` and
  /// animations from `Motion`; a role that documents its own defaults (`VFieldRole`) says which foundations its model
  /// reads.
  public init() {
    layout = Role.layout
    colors = Role.colors
    fonts = Role.fonts
    animations = Role.animations
    misc = Role.misc
  }

  public static var typeName: String { Role.modelName }
}

/// The role of a grouped model with named variants (`VSideBarModel.leading`): the model lists the role's.
public protocol VariantRole: GroupedRole {
  /// The variants, in the order documentation lists them.
  static var variants: [ModelVariant<GroupedModel<Self>>] { get }
}

extension GroupedModel: VariantModel where Role: VariantRole {
  public static var variants: [ModelVariant<Self>] { Role.variants }
}

/// The sizes and colors of one layout part; its children bring their own fonts and behaviour.
public protocol LayoutPartRole: GroupedRole where Fonts == NoFonts, Misc == NoMisc {}

/// The model of a part that only lays out and paints behind its children (a card, a card's header, a field group):
/// no fonts, no behaviour, the animations of its machine. Each part is an alias of its own role (`VCardHeaderModel`),
/// which holds its `Layout` and `Colors`.
///
/// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
/// <doc:DefaultFoundations>): colors from `Palette`, spacing, radii and sizes from `Metrics` and animations from
/// `Motion`.
public typealias LayoutPartModel<Role: LayoutPartRole> = GroupedModel<Role>
