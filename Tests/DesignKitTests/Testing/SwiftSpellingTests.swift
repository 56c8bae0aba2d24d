import DesignKit
import Foundation
import Testing

@testable import DesignKitTesting

/// A failure message tells the user what to write in Swift (`outputs: expected [.actionFired], actual
/// [.valueChanged(.on)]`, `slot: expected .press, actual .buttonAppear`): each spelling it can print must compile.
@Suite struct SwiftSpellingTests {
  /// Every output and slot the registered components' machines make within a few events, as the messages print them.
  static func printedSpellings() throws -> (outputs: Set<String>, slots: Set<String>) {
    var outputs: Set<String> = []
    var slots: Set<String> = []
    for component in Catalog.registry.components {
      let table = try component.machineTable(for: component.defaultTree(), depth: 3)
      for row in table.rows {
        outputs.formUnion(row.outputs.map(\.swiftSpelling))
        if let slot = row.slot { slots.insert(Self.slotSpelling(AnimationSlot(rawValue: slot))) }
      }
    }
    outputs.formUnion(
      [MachineOutput.custom("revealed", "true"), .urlOpened("https://example.com")].map(\.swiftSpelling))
    slots.insert(Self.slotSpelling(AnimationSlot(rawValue: "a slot no machine has")))
    return (outputs, slots)
  }

  static func slotSpelling(_ slot: AnimationSlot) -> String { slot.swiftSpelling }

  /// The folder of the built modules the test binary was linked with.
  static var modulesFolder: String? {
    let binary = CommandLine.arguments[0]
    var folder = binary.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
    if folder.hasSuffix(".xctest/Contents/MacOS") {
      folder = folder.components(separatedBy: "/").dropLast(4).joined(separator: "/")
    }
    for candidate in [folder + "/Modules", folder, RepoPaths.root + "/.build/debug/Modules"]
    where FileManager.default.fileExists(atPath: candidate + "/DesignKitTesting.swiftmodule") {
      return candidate
    }
    return nil
  }

  @Test func everySpellingAFailureMessageCanPrintCompiles() throws {
    let (outputs, slots) = try Self.printedSpellings()
    #expect(slots.contains(".press") && outputs.contains(".actionFired"))
    let modules = try #require(
      Self.modulesFolder, "no built DesignKitTesting module beside \(CommandLine.arguments[0])")
    let folder = try makeTemporaryFolder("swift-spellings")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var source = "import DesignKit\nimport DesignKitTesting\n\nfunc spellings() {\n"
    for (i, spelling) in outputs.sorted().enumerated() { source += "  let output\(i): MachineOutput = \(spelling)\n" }
    for (i, spelling) in slots.sorted().enumerated() { source += "  let slot\(i): AnimationSlot = \(spelling)\n" }
    source += "}\n"
    try Data(source.utf8).write(to: URL(fileURLWithPath: folder + "/Spellings.swift"))
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "swiftc", "-typecheck", "-I", modules, "-module-cache-path", folder + "/cache", folder + "/Spellings.swift",
    ]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = errors
    try process.run()
    let data = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let message = String(decoding: data, as: UTF8.self).split(separator: "\n").filter { $0.contains("error:") }
    #expect(process.terminationStatus == 0, "spellings that do not compile:\n\(message.joined(separator: "\n"))")
  }

  @Test func aMistypedSlotPrintsAsTheNewSlotItMakes() {
    // A string literal makes a slot of any name; the message shows it is not one of the named slots.
    let typo: AnimationSlot = "buttonApear"
    #expect(typo.swiftSpelling == #"AnimationSlot(rawValue: "buttonApear")"#)
    #expect(AnimationSlot.buttonAppear.swiftSpelling == ".buttonAppear")
  }
}
