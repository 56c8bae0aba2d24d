import DesignKitValues

/// A style for one state in one environment: every state table collapsed, colors concrete, fonts scaled,
/// insets in physical left / right terms. What a renderer draws and what `designkit show` prints.
public enum ResolvedStyle: Sendable, Equatable {
  /// A struct's fields in declaration order.
  case object([ResolvedField])
  /// A number.
  case number(Double)
  /// A boolean.
  case bool(Bool)
  /// Free text.
  case string(String)
  /// A model enum's case name.
  case choice(String)
  /// A concrete color.
  case color(Color)
  /// A font at the environment's text size.
  case font(Font)
  /// An animation.
  case animation(AnimationSpec)
  /// Insets with leading / trailing placed for the layout direction.
  case insets(ResolvedInsets)

  /// The node at a path of field names.
  public func value(at path: [String]) -> ResolvedStyle? {
    var current = self
    for name in path {
      guard case .object(let fields) = current, let i = fields.firstIndex(where: { $0.name == name }) else {
        return nil
      }
      current = fields[i].value
    }
    return current
  }

  /// The node at a dotted path such as `colors.fill`.
  public subscript(path: String) -> ResolvedStyle? {
    // Walked name by name over the path's bytes, without building names or an array of them: a drawing reads many
    // paths per frame. Field names are ASCII identifiers, so bytes compare as names do.
    if path.isEmpty { return self }
    var current = self
    var rest = path.utf8[...]
    while true {
      let end = rest.firstIndex(of: UInt8(ascii: ".")) ?? rest.endIndex
      let name = rest[rest.startIndex..<end]
      // Each field's name is read in place (a whole field copied per comparison was most of a read), its length
      // compared first.
      guard case .object(let fields) = current,
        let i = fields.indices.first(where: {
          fields[$0].name.utf8.count == name.count && fields[$0].name.utf8.elementsEqual(name)
        })
      else { return nil }
      current = fields[i].value
      guard end < rest.endIndex else { return current }
      rest = rest[rest.index(after: end)...]
    }
  }

  /// Every leaf with its dotted path, in tree order.
  public var leaves: [(path: String, value: ResolvedStyle)] {
    var out: [(String, ResolvedStyle)] = []
    func walk(_ node: ResolvedStyle, _ prefix: String) {
      if case .object(let fields) = node {
        for f in fields { walk(f.value, prefix.isEmpty ? f.name : prefix + "." + f.name) }
      } else {
        out.append((prefix, node))
      }
    }
    walk(self, "")
    return out
  }
}

/// A named resolved value.
public struct ResolvedField: Sendable, Equatable {
  /// The field name.
  public var name: String
  /// Its value.
  public var value: ResolvedStyle
  /// The field's tree when it holds state tables the resolving selection does not name (an embedded part's), so
  /// that the part resolves again in its own state (`ResolvedStyle.part(_:in:environment:)`); nil otherwise.
  package var tree: StyleNode?

  /// Creates a field.
  public init(_ name: String, _ value: ResolvedStyle) {
    self.name = name
    self.value = value
  }

  /// Creates a field that keeps its tree for its parts' own states.
  package init(_ name: String, _ value: ResolvedStyle, tree: StyleNode?) {
    self.init(name, value)
    self.tree = tree
  }
}

extension ResolvedStyle {
  /// The part at `path` (a child model's style, `primaryButton`) in the part's own state `selection`, under
  /// `environment`: a container draws an embedded part (a dialog's button, a modal's close button) as that part's
  /// interaction is, while the container's own style resolved it for the container's state. The part as resolved
  /// when its tables do not depend on such a state; nil when there is no part at `path`.
  public func part(_ path: String, in selection: StateSelection, environment: StyleEnvironment) -> ResolvedStyle? {
    var names = path.split(separator: ".").map(String.init)
    guard let last = names.popLast(), case .object(let fields)? = value(at: names),
      let field = fields.first(where: { $0.name == last })
    else { return nil }
    return field.tree?.resolved(for: selection, in: environment) ?? field.value
  }
}

/// Edge insets in physical terms.
public struct ResolvedInsets: Hashable, Sendable {
  /// Top, left, bottom, right in points.
  public var top, left, bottom, right: Double

  /// Creates resolved insets.
  public init(top: Double, left: Double, bottom: Double, right: Double) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }
}

extension StyleNode {
  /// This tree for one state in one environment.
  ///
  /// A state table keyed by a dimension the selection does not name resolves to its first entry: a part embedded
  /// in a container (a modal's close button, a dialog's buttons) shows its enabled look in every state of the
  /// container.
  public func resolved(for selection: StateSelection, in environment: StyleEnvironment = .standard) -> ResolvedStyle {
    var trail: LeafTrail? = nil
    return resolved(for: selection, in: environment, trail: &trail)
  }

  /// `resolved(for:in:)`, noting in `trail` which leaf of this tree each leaf of the result comes from.
  func resolved(for selection: StateSelection, in environment: StyleEnvironment, trail: inout LeafTrail?)
    -> ResolvedStyle
  {
    var unnamed = false
    return resolved(for: selection, in: environment, trail: &trail, unnamed: &unnamed)
  }

  /// `resolved(for:in:trail:)`, setting `unnamed` when a table on the way is keyed by a dimension the selection
  /// does not name; the fields holding such tables keep their tree (`ResolvedField.tree`).
  private func resolved(
    for selection: StateSelection, in environment: StyleEnvironment, trail: inout LeafTrail?, unnamed: inout Bool
  ) -> ResolvedStyle {
    switch self {
    case .object(let fields):
      return .object(
        fields.map { field in
          var partUnnamed = false
          let value = field.node.resolved(for: selection, in: environment, trail: &trail, unnamed: &partUnnamed)
          unnamed = unnamed || partUnnamed
          return ResolvedField(field.name, value, tree: partUnnamed ? field.node : nil)
        })
    case .table(let table):
      // A platform table resolves for the environment's platform, a state table for the selection's state.
      let name =
        table.dimension == StyleEnvironment.Platform.dimensionName
        ? environment.platform.rawValue : selection.caseName(for: table.dimension)
      if name == nil { unnamed = true }
      let own = table.entries.firstIndex { $0.name == name }
      let index = own ?? (table.entries.isEmpty ? nil : 0)
      guard let index else { return .object([]) }
      // A font on a platform's own row (one that differs from iOS's, the first) is in that platform's points
      // (`Font.scaled(to:on:inPlatformPoints:)`); one the platform shares with iOS is in iOS points.
      if own != nil, index > 0, table.dimension == StyleEnvironment.Platform.dimensionName,
        case .font(let font) = table.entries[index].node, table.entries[0].node != table.entries[index].node
      {
        if trail != nil {
          for skipped in table.entries[..<index] { trail?.next += skipped.node.leafCount }
          trail?.record()
          for skipped in table.entries[(index + 1)...] { trail?.next += skipped.node.leafCount }
        }
        return .font(font.scaled(to: environment.dynamicTypeSize, on: environment.platform, inPlatformPoints: true))
      }
      guard trail != nil else {
        return table.entries[index].node.resolved(for: selection, in: environment, trail: &trail, unnamed: &unnamed)
      }
      let entry = table.entries[index]
      for skipped in table.entries[..<index] { trail?.next += skipped.node.leafCount }
      let named = trail?.named ?? true
      // An entry the selection does not name (its dimension is not the component's) counts as named only by
      // coincidence of case names.
      if entry.name != name { trail?.named = named && selection.cases.contains { $0.1 == entry.name } }
      let result = entry.node.resolved(for: selection, in: environment, trail: &trail, unnamed: &unnamed)
      trail?.named = named
      for skipped in table.entries[(index + 1)...] { trail?.next += skipped.node.leafCount }
      return result
    default:
      if trail != nil { trail?.record() }
      return resolvedLeaf(in: environment)
    }
  }

  /// A leaf's value in `environment`.
  private func resolvedLeaf(in environment: StyleEnvironment) -> ResolvedStyle {
    switch self {
    case .object, .table: return .object([])
    case .number(let n, _): return .number(n)
    case .bool(let b): return .bool(b)
    case .string(let s): return .string(s)
    case .choice(let c, _): return .choice(c)
    case .color(let c):
      return .color(c.resolved(in: environment))
    case .font(let f): return .font(f.scaled(to: environment.dynamicTypeSize, on: environment.platform))
    case .animation(let a): return .animation(a)
    case .insets(let i):
      let rtl = environment.layoutDirection == .rightToLeft
      return .insets(
        ResolvedInsets(
          top: i.top, left: rtl ? i.trailing : i.leading, bottom: i.bottom, right: rtl ? i.leading : i.trailing))
    }
  }

  /// The names of every state dimension used by a table in this tree.
  public var tableDimensions: Set<String> {
    switch self {
    case .object(let fields): return fields.reduce(into: []) { $0.formUnion($1.node.tableDimensions) }
    case .table(let t):
      return t.entries.reduce(into: [t.dimension]) { $0.formUnion($1.node.tableDimensions) }
    default: return []
    }
  }
}

/// Which tree leaf each leaf of a resolved style comes from: positions among the tree's leaves in tree order
/// (`leafNodes()` order).
struct LeafTrail {
  /// Per resolved leaf, in order: its tree leaf's position, or nil when a state table on the way resolved to an
  /// entry the selection does not name.
  var leaves: [Int?] = []
  /// The position of the next tree leaf.
  var next = 0
  /// Whether every table entry entered so far is named by the selection.
  var named = true

  mutating func record() {
    leaves.append(named ? next : nil)
    next += 1
  }
}
