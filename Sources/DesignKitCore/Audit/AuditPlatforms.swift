import DesignKitValues

/// The platforms an audit checks, grouped by what a component is on each: a component whose model tree is the same on
/// several platforms (every platform table has the same cell for them) and whose text is set by the same type scale
/// (`StyleEnvironment.Platform.typeScale`) resolves, draws and measures the same on each, so the audit checks it once
/// for the group and its findings hold for all of them. Only the target size, whose threshold is the platform's own,
/// is checked per platform.
struct PlatformGroups {
  /// The platforms audited, in order.
  let platforms: [StyleEnvironment.Platform]
  /// Each group of `platforms` on which the tree and the type scale are the same, in the order of its first platform.
  let groups: [[StyleEnvironment.Platform]]

  /// The groups of `platforms` for `tree`.
  init(_ tree: StyleNode, platforms: [StyleEnvironment.Platform]) {
    self.platforms = platforms
    let tables = tree.hasPlatformTable
    var keys: [(tree: StyleNode?, scale: StyleEnvironment.Platform)] = []
    var groups: [[StyleEnvironment.Platform]] = []
    for platform in platforms {
      let specialized = tables ? tree.specialized(for: platform.rawValue) : nil
      if let i = keys.firstIndex(where: { $0.scale == platform.typeScale && $0.tree == specialized }) {
        groups[i].append(platform)
      } else {
        keys.append((specialized, platform.typeScale))
        groups.append([platform])
      }
    }
    self.groups = groups
  }

  /// The environment names a finding in `group` adds: none when the group is every platform audited, else the
  /// group's platform names.
  func labels(of group: [StyleEnvironment.Platform]) -> [String] {
    group.count == platforms.count ? [] : group.map(\.rawValue)
  }

  /// `findings` with the platform names after the other environments, and taken out of each finding found on every
  /// platform audited (merged over the groups, a finding on every platform reads as one without platforms, as before
  /// the audit checked them).
  static func normalized(_ findings: [AuditFinding], platforms: [StyleEnvironment.Platform]) -> [AuditFinding] {
    let names = Set(platforms.map(\.rawValue))
    guard names.count > 1 else { return findings }
    return findings.map { finding in
      var ordered = finding
      // The environments first, then the platforms in the audit's order; none when it holds on every one.
      ordered.environments.removeAll { names.contains($0) }
      if !names.isSubset(of: finding.environments) {
        ordered.environments += platforms.map(\.rawValue).filter { finding.environments.contains($0) }
      }
      return ordered
    }
  }
}

extension StyleNode {
  /// Whether the tree holds a platform table anywhere.
  var hasPlatformTable: Bool {
    switch self {
    case .object(let fields): fields.contains { $0.node.hasPlatformTable }
    case .table(let table):
      table.dimension == StyleEnvironment.Platform.dimensionName || table.entries.contains { $0.node.hasPlatformTable }
    default: false
    }
  }

  /// The tree with every platform table replaced by its cell for `platform` (its first cell when it has none): what
  /// the tree resolves to on that platform, for every state and every other part of the environment.
  func specialized(for platform: String) -> StyleNode {
    switch self {
    case .object(let fields):
      return .object(fields.map { StyleField($0.name, $0.node.specialized(for: platform)) })
    case .table(var table):
      if table.dimension == StyleEnvironment.Platform.dimensionName {
        let cell = table.entries.first { $0.name == platform } ?? table.entries.first
        return cell?.node.specialized(for: platform) ?? self
      }
      table.entries = table.entries.map { StyleField($0.name, $0.node.specialized(for: platform)) }
      return .table(table)
    default:
      return self
    }
  }
}
