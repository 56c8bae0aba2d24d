import DesignKitValues

/// A model group (or a whole model) read from its resolved style by its own Swift names: `m.layout.cornerRadius`,
/// `m.colors.title`, so the compiler checks every read a drawing makes.
///
/// Each read gives what resolution gave the field (`ResolvedStyle`): a state table collapsed for the state, a color
/// concrete for the scheme and contrast, a font scaled for Dynamic Type, insets physical, a value interpolated
/// mid-animation; the type follows the field's (`ResolvedReadable`): a `StateTable<S, AdaptiveColor>` reads as a
/// `Color`, a `Dimension` or a `Double` as a `Double`, a nested group as its own `Resolved` view.
///
/// Why a view over the resolved node, not a resolved copy of the model: resolution already produced the values (and
/// animation interpolates that tree), so a read is the node's field at a known index, and nothing is copied per
/// frame. Why a generated table (`ResolvedGroup.resolvedFields`) from key path to index: a key path's description
/// names stored properties but not computed ones, and the models' `@Dimension var` fields are computed (property
/// wrappers), so the names cannot be derived from the key path at run time; the table is generated from the registry
/// and tested to read what the string path reads. String paths (`ResolvedStyle.number(_:)` …) remain for the code
/// that is generic over every model (audit, contrast pairs, JSON, `show`).
///
/// A style of another shape (a drawing called with a hand-made style) makes a read throw a diagnostic naming the
/// group type and the field, never trap.
@dynamicMemberLookup
public struct Resolved<Group: ResolvedGroup>: Sendable {
  /// The group's fields in declaration order (empty when the node was not an object).
  @usableFromInline let fields: [ResolvedField]

  /// The view of `style`, the resolved style of a `Group`.
  public init(_ style: ResolvedStyle) {
    if case .object(let fields) = style { self.fields = fields } else { fields = [] }
  }

  /// The resolved style this view reads, for the code that is generic over every model.
  public var style: ResolvedStyle { .object(fields) }

  /// The field at `field`, resolved.
  ///
  /// Inlinable, so that a drawing's read is specialized for its group and value: unspecialized, each read asked the
  /// runtime for the metadata of its value's optional (a tenth of a frame for a generic model's group).
  @inlinable
  public subscript<Value: ResolvedReadable>(dynamicMember field: KeyPath<Group, Value>) -> Value.ResolvedValue {
    get throws(Diagnostic) {
      let node = try self.node(field)
      guard let value = Value.resolvedValue(of: node) else {
        throw Diagnostic(
          .typeMismatch,
          "`\(name(field))` of \(Group.self) in the resolved style is not \(Value.resolvedKind)")
      }
      return value
    }
  }

  /// The field at `field`, resolved: a read chosen at run time (`m.colors.status[StatusColors.field(kind)]`).
  @inlinable
  public subscript<Value: ResolvedReadable>(field: KeyPath<Group, Value>) -> Value.ResolvedValue {
    get throws(Diagnostic) { try self[dynamicMember: field] }
  }

  /// The model enum at `field`, resolved: its case.
  @inlinable
  public subscript<Value: StyleChoice>(dynamicMember field: KeyPath<Group, Value>) -> Value {
    get throws(Diagnostic) { try choice(at: field, as: Value.self) }
  }

  /// The model enum of a state table at `field`, resolved for the state: its case.
  @inlinable
  public subscript<State: StateDimension, Value: StyleChoice>(
    dynamicMember field: KeyPath<Group, StateTable<State, Value>>
  ) -> Value {
    get throws(Diagnostic) { try choice(at: field, as: Value.self) }
  }

  @inlinable
  func choice<Value: StyleChoice>(at field: PartialKeyPath<Group>, as type: Value.Type) throws(Diagnostic)
    -> Value
  {
    guard let value = Value.resolvedValue(of: try node(field)) else {
      throw Diagnostic(
        .typeMismatch, "`\(name(field))` of \(Group.self) in the resolved style is not \(Value.resolvedKind)")
    }
    return value
  }

  /// The field at `field`'s resolved node: the field at the generated index when its name matches (a style of the
  /// model's shape), else the field of that name.
  public func node(_ field: PartialKeyPath<Group>) throws(Diagnostic) -> ResolvedStyle {
    guard let entry = ResolvedFieldCache.entry(field, in: Group.self) else {
      throw Diagnostic(
        .missingKey, "\(Group.self) has no resolved field for \(field) (regenerate Catalog+Resolved.swift)")
    }
    if entry.index < fields.count, fields[entry.index].name == entry.name { return fields[entry.index].value }
    guard let found = fields.indices.first(where: { fields[$0].name == entry.name }) else {
      throw Diagnostic(.missingKey, "the resolved style of \(Group.self) has no `\(entry.name)`")
    }
    return fields[found].value
  }

  /// Whether the style has the field: false for a style of another shape.
  public func has(_ field: PartialKeyPath<Group>) -> Bool { (try? node(field)) != nil }

  /// The part at `field` (a child model's style) in the part's own state `selection` under `environment`
  /// (`ResolvedStyle.part(_:in:environment:)`): a container draws an embedded part as that part's interaction is.
  public func part<Part: ResolvedGroup>(
    _ field: KeyPath<Group, Part>, in selection: StateSelection, environment: StyleEnvironment
  ) throws(Diagnostic) -> Resolved<Part> {
    _ = try node(field)
    let name = self.name(field)
    guard let found = fields.first(where: { $0.name == name }) else {
      throw Diagnostic(.missingKey, "the resolved style of \(Group.self) has no `\(name)`")
    }
    return Resolved<Part>(found.tree?.resolved(for: selection, in: environment) ?? found.value)
  }

  @usableFromInline
  func name(_ field: PartialKeyPath<Group>) -> String {
    Group.resolvedFields.entries[field]?.name ?? "\(field)"
  }
}

/// A model group whose resolved style `Resolved` reads by key path: the model itself, its `Layout`, `Colors`, …,
/// and every shared part (`LabelLayout`, `Shadow` …); one conformance per type, so one view serves every model that
/// embeds a shared group. The conformances of the catalog's types are generated from the registry
/// (`Catalog+Resolved.swift`).
public protocol ResolvedGroup: ResolvedReadable where ResolvedValue == Resolved<Self> {
  /// Each field's key path with its name, in declaration order (its position is its index in the resolved node).
  static var resolvedFields: ResolvedFieldTable<Self> { get }
}

extension ResolvedGroup {
  /// The group's view.
  public static func resolvedValue(of node: ResolvedStyle) -> Resolved<Self>? {
    guard case .object = node else { return nil }
    return Resolved(node)
  }

  /// What a group is, for messages.
  public static var resolvedKind: String { "a group of fields" }
}

/// Key paths to field positions and names, in a model group's declaration order.
///
/// `@unchecked Sendable`: key paths are immutable once made; nothing mutates the table after `init`.
public struct ResolvedFieldTable<Group>: @unchecked Sendable {
  /// A field's position in the resolved node and its name.
  public struct Entry: Sendable {
    /// Its position among the group's fields.
    public var index: Int
    /// Its name in the style tree (and JSON).
    public var name: String
  }

  /// Each field by key path.
  public let entries: [PartialKeyPath<Group>: Entry]
  /// The names in declaration order.
  public let names: [String]
  /// The key paths in declaration order.
  public let keyPaths: [PartialKeyPath<Group>]

  /// A table of `fields` in declaration order.
  public init(_ fields: [(PartialKeyPath<Group>, String)]) {
    var entries: [PartialKeyPath<Group>: Entry] = [:]
    for (index, field) in fields.enumerated() { entries[field.0] = Entry(index: index, name: field.1) }
    self.entries = entries
    names = fields.map(\.1)
    keyPaths = fields.map(\.0)
  }

  /// The table for `Group`, made by `make` once per type: a generic group (a family's `Layout<Role>`) cannot store
  /// a static property, so its tables are kept here, one per specialization.
  public static func cached(_ make: () -> ResolvedFieldTable<Group>) -> ResolvedFieldTable<Group> {
    let key = ObjectIdentifier(Group.self)
    if let found = resolvedTables.withLock({ $0[key] }) as? ResolvedFieldTable<Group> { return found }
    let table = make()
    resolvedTables.withLock { $0[key] = table }
    return table
  }
}

/// The tables of generic groups, by type.
private let resolvedTables = Locked<[ObjectIdentifier: any Sendable]>([:])

/// Each key path a drawing has read, by identity, with its field's position and name: a read finds its field with
/// one lock and one pointer-keyed lookup instead of hashing the key path into its group's table (and, for a generic
/// group, finding that table first). A key path literal is one object for the life of the process (the runtime
/// instantiates it once per literal), so the cache holds one entry per literal read; it keeps each key path alive,
/// so an address it holds is never reused for another key path, and it stops growing at `limit` (key paths built at
/// run time then take the table's way). A key path written in generic code is instantiated anew on each evaluation,
/// so at most `perField` are kept for one field; such reads take the table's way (models read their five groups by
/// position, `ResolvedModel`, so few do).
enum ResolvedFieldCache {
  struct Entry: @unchecked Sendable {
    let keyPath: AnyKeyPath
    let index: Int
    let name: String
  }

  /// A field of a group type: its position in the type's table.
  struct FieldID: Hashable {
    let group: ObjectIdentifier
    let index: Int
  }

  static let limit = 4096
  /// The most key paths kept for one field.
  static let perField = 8
  private static let entries = Locked<[ObjectIdentifier: Entry]>([:])
  /// How many key paths of each field have missed the cache.
  private static let cachedFields = Locked<[FieldID: Int]>([:])

  /// The position and name of `field`, a field of `Group`; nil when `Group`'s table has no such field.
  static func entry<Group: ResolvedGroup>(_ field: PartialKeyPath<Group>, in group: Group.Type)
    -> (index: Int, name: String)?
  {
    let id = ObjectIdentifier(field)
    if let hit = entries.withLock({ $0[id] }) { return (hit.index, hit.name) }
    guard let entry = Group.resolvedFields.entries[field] else { return nil }
    // At most `perField` key paths are kept for one field (one per literal that reads it): a key path written in
    // generic code is a new object each time it is evaluated, and keeping each would fill the cache with objects
    // never met again.
    let fieldID = FieldID(group: ObjectIdentifier(Group.self), index: entry.index)
    entries.withLock { cache in
      guard cache.count < limit else { return }
      let kept = cachedFields.withLock { counts in
        counts[fieldID, default: 0] += 1
        return counts[fieldID, default: 0] <= perField
      }
      if kept { cache[id] = Entry(keyPath: field, index: entry.index, name: entry.name) }
    }
    return (entry.index, entry.name)
  }
}

/// A component model as the catalog writes every one: five groups, `layout`, `colors`, `fonts`, `animations` and
/// `misc`, in that order (the conformances are generated with the field tables, `Catalog+Resolved.swift`).
///
/// Why a protocol of its own: `Resolved` reads a model's groups at their known positions (`m.layout`), with no key
/// path. A key path written in generic code (a family's drawing, `Resolved<ToggleButtonModel<Role>>`) is a new object
/// each time it is evaluated, so it missed `ResolvedFieldCache` and was hashed into its group's table on every read:
/// a tenth of the audit.
public protocol ResolvedModel: ResolvedGroup {
  /// Sizes and spacing.
  associatedtype Layout: ResolvedGroup
  /// Colors.
  associatedtype Colors: ResolvedGroup
  /// Fonts.
  associatedtype Fonts: ResolvedGroup
  /// Animations.
  associatedtype Animations: ResolvedGroup
  /// Behaviour.
  associatedtype Misc: ResolvedGroup
  /// The layout group.
  var layout: Layout { get }
  /// The colors group.
  var colors: Colors { get }
  /// The fonts group.
  var fonts: Fonts { get }
  /// The animations group.
  var animations: Animations { get }
  /// The behaviour group.
  var misc: Misc { get }
}

extension Resolved where Group: ResolvedModel {
  /// The model's `layout` group, resolved.
  public var layout: Resolved<Group.Layout> { get throws(Diagnostic) { try group(0, "layout") } }
  /// The model's `colors` group, resolved.
  public var colors: Resolved<Group.Colors> { get throws(Diagnostic) { try group(1, "colors") } }
  /// The model's `fonts` group, resolved.
  public var fonts: Resolved<Group.Fonts> { get throws(Diagnostic) { try group(2, "fonts") } }
  /// The model's `animations` group, resolved.
  public var animations: Resolved<Group.Animations> { get throws(Diagnostic) { try group(3, "animations") } }
  /// The model's `misc` group, resolved.
  public var misc: Resolved<Group.Misc> { get throws(Diagnostic) { try group(4, "misc") } }

  /// The group `name` at `index` (where a style of the model's shape has it), else the field of that name.
  @usableFromInline
  func group<Part: ResolvedGroup>(_ index: Int, _ name: String) throws(Diagnostic) -> Resolved<Part> {
    if index < fields.count, fields[index].name == name { return Resolved<Part>(fields[index].value) }
    guard let found = fields.first(where: { $0.name == name }) else {
      throw Diagnostic(.missingKey, "the resolved style of \(Group.self) has no `\(name)`")
    }
    return Resolved<Part>(found.value)
  }
}
