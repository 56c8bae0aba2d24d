import DesignKitCore

/// A model group made of its own fields followed by a shared group's, flat everywhere the group is read: a group
/// that repeats a shared set of slots (`SelectionAnimations` is `selection` and `PressAnimations`' slots) stores the
/// set once instead of declaring its fields again.
///
/// Flat means: a preset writes `"animations": {"selection": …, "press": …}` as before (its `Codable` form encodes and
/// decodes both parts in the group's own keys, own fields first), a session finds each slot by name, reflection
/// (`Mirror`, which the generated `Catalog+Resolved.swift` tables and the test tools read) lists the fields of both
/// parts in that order, and Swift code reads and writes each field by its name (`animations.press`, by dynamic member
/// lookup). The two parts must not share a field name.
@dynamicMemberLookup
public protocol ComposedGroup: ModelGroup, CustomReflectable {
  /// The group's own fields, first in its keys.
  associatedtype Own: ModelGroup
  /// The shared fields, after the group's own.
  associatedtype Shared: ModelGroup

  /// The group's own fields.
  var own: Own { get set }
  /// The shared fields.
  var shared: Shared { get set }
}

extension ComposedGroup {
  /// Decodes both parts from the group's own keys.
  public init(from decoder: any Decoder) throws {
    self.init()
    own = try Own(from: decoder)
    shared = try Shared(from: decoder)
  }

  /// Encodes both parts into the group's own keys, its own fields first.
  public func encode(to encoder: any Encoder) throws {
    try own.encode(to: encoder)
    try shared.encode(to: encoder)
  }

  /// The fields of both parts, own fields first, as one struct's.
  public var customMirror: Mirror {
    Mirror(
      self, children: Array(Mirror(reflecting: own).children) + Array(Mirror(reflecting: shared).children),
      displayStyle: .struct)
  }

  /// One of the group's own fields.
  public subscript<Value>(dynamicMember field: WritableKeyPath<Own, Value>) -> Value {
    get { own[keyPath: field] }
    set { own[keyPath: field] = newValue }
  }

  /// One of the shared fields.
  public subscript<Value>(dynamicMember field: WritableKeyPath<Shared, Value>) -> Value {
    get { shared[keyPath: field] }
    set { shared[keyPath: field] = newValue }
  }
}
