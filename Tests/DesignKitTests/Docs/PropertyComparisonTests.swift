import DesignKit
import Foundation
import Testing

/// The comparison of DesignKit's models with VComponents 8.1's appearance properties
/// (`Fixtures/vcomponents-8.1-properties.json`): every property 8.1 declares for each of its 37 components, each with
/// the DesignKit model path that covers it in full or the reason it is a gap. The paths are checked against the
/// registry's default models, so the table cannot claim a property that does not exist, and the DocC article
/// `VComponents81Properties.md` is generated from it.
@Suite struct PropertyComparisonTests {
  struct Table: Decodable {
    var source: String
    var counting: String
    var components: [Component]
  }

  struct Component: Decodable {
    var name: String
    var designKit: String
    var properties: [Property]
    var matched: Int { properties.filter { $0.path != nil }.count }
  }

  struct Property: Decodable {
    var name: String
    var path: String?
    var note: String?
    var reason: String?
  }

  static let file = RepoPaths.root + "/Tests/DesignKitTests/Fixtures/vcomponents-8.1-properties.json"
  static let article = RepoPaths.root + "/Sources/DesignKit/DesignKit.docc/VComponents81Properties.md"

  static func table() throws -> Table {
    let text = try #require(RepoPaths.read(file), "no \(file)")
    return try JSONDecoder().decode(Table.self, from: Data(text.utf8))
  }

  @Test func everyPathItClaimsExistsInThatComponentsDefaultModel() throws {
    for component in try Self.table().components {
      let entry = try #require(Catalog.registry[component.designKit], "\(component.designKit) is not registered")
      let tree = try entry.defaultTree()
      for property in component.properties {
        if let path = property.path {
          #expect(
            tree.node(at: path.split(separator: ".").map(String.init)) != nil,
            "\(component.name).\(property.name): \(component.designKit) has no `\(path)`")
        } else {
          // A gap says whether it stays out (SwiftUI-only plumbing) or is not built yet, and why.
          let reason = property.reason ?? ""
          #expect(
            (reason.hasPrefix("not yet: ") || reason.hasPrefix("SwiftUI-only plumbing: ")) && reason.count > 20,
            "\(component.name).\(property.name) is a gap without a reason: \(reason)")
        }
      }
    }
  }

  @Test func itListsAll37ComponentsOf81EachPropertyOnce() throws {
    let table = try Self.table()
    #expect(table.components.count == 37)
    #expect(Set(table.components.map(\.name)).count == 37)
    // 8.1 declares 593 stored appearance properties over its 37 components (345 over the 22 the first comparison
    // covered, 248 over the 15 newest).
    #expect(table.components.map(\.properties.count).reduce(0, +) == 593)
    for component in table.components {
      #expect(Set(component.properties.map(\.name)).count == component.properties.count, "\(component.name)")
    }
    // A renamed component is mapped to the component its 8.x name stands for.
    for alias in Catalog.aliases {
      for component in table.components where component.name == alias.alias {
        #expect(component.designKit == alias.component, "\(alias.alias)")
      }
    }
  }

  /// The article: totals, the per-component table, then each component's properties.
  static func articleText(_ table: Table) -> String {
    let all = table.components.flatMap(\.properties)
    let matched = all.filter { $0.path != nil }.count
    let percent = (Double(matched) * 1000 / Double(all.count)).rounded() / 10
    func count(_ prefix: String) -> Int { all.filter { $0.reason?.hasPrefix(prefix) == true }.count }
    var lines = [
      "# VComponents 8.1 properties", "",
      "How DesignKit's models cover VComponents 8.1's appearance properties, component by component.", "",
      "## Overview", "",
      "For the \(table.components.count) components of VComponents 8.1, DesignKit has a counterpart that "
        + "configures the same thing in full for \(matched) of 8.1's \(all.count) appearance properties "
        + "(\(JSONWriter.format(percent)) %): a value shared with another part, one value where 8.1 has one per "
        + "state or corner, or a square where 8.1 has a width and a height is a gap. Of the "
        + "\(all.count - matched) gaps, \(count("SwiftUI-only")) are SwiftUI-only plumbing that stays out and "
        + "\(count("not yet")) are not built yet, each with its reason below.", "",
      table.counting, "", table.source, "",
      "This page is generated from `Tests/DesignKitTests/Fixtures/vcomponents-8.1-properties.json`; a test checks "
        + "that every DesignKit path it names exists in that component's default model.", "",
      "| 8.1 component | DesignKit component | 8.1 properties | Matched | Gaps |", "|---|---|---|---|---|",
    ]
    for c in table.components {
      lines.append(
        "| `\(c.name)` | `\(c.designKit)` | \(c.properties.count) | \(c.matched) | \(c.properties.count - c.matched) |")
    }
    lines.append("| All | | \(all.count) | \(matched) | \(all.count - matched) |")
    for c in table.components {
      lines += ["", "### \(c.name)", "", "| 8.1 property | DesignKit (`\(c.designKit)`) |", "|---|---|"]
      for p in c.properties {
        let covered = p.path.map { "`\($0)`" + (p.note.map { " (\($0))" } ?? "") }
        lines.append("| `\(p.name)` | \(covered ?? "gap: " + (p.reason ?? "")) |")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  @Test func theArticleIsGeneratedFromTheTable() throws {
    try Golden.check(
      Self.articleText(try Self.table()), against: Self.article,
      regenerate: "DESIGNKIT_UPDATE_GOLDEN=1 swift test --filter PropertyComparison")
  }
}
