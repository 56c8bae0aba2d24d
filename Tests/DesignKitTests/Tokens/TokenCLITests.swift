import DesignKit
import Testing

/// `designkit validate` shows token-file warnings; `designkit export-tokens` writes the theme as DTCG.
@Suite struct TokenCLITests {
  @Test func validatePrintsWarningsAfterErrorsAndCountsBoth() throws {
    let run = try CLIRun(["validate", "Models/fluent.json", "Models/brand.json"])
    #expect(run.status == 0)
    let lines = run.stderr.split(separator: "\n")
    #expect(lines.count == 26)
    #expect(lines.allSatisfy { $0.hasPrefix("Models/tokens/microsoft-fluent/fonts.tokens.json:") })
    #expect(lines.first?.contains(":15:9: warning: typography value at `fonts.tiny.$value`") == true)
    #expect(run.stdout == "2 presets valid, 26 warnings\n")

    let withError = try CLIRun(["validate", "Models/fluent.json", "Models/designkit-preset.schema.json"])
    #expect(withError.status == 1)
    let errorLines = withError.stderr.split(separator: "\n")
    #expect(errorLines.first?.contains(": error: ") == true)
    #expect(errorLines.dropFirst().allSatisfy { $0.contains(": warning: ") })
    #expect(withError.stdout == "1 of 2 files has errors (1 error, 26 warnings)\n")
  }

  @Test func strictTurnsWarningsIntoErrors() throws {
    let run = try CLIRun(["validate", "--strict", "Models/fluent.json"])
    #expect(run.status == 1)
    #expect(run.stdout == "1 of 1 file has errors (26 errors)\n")
    #expect(!run.stderr.contains("warning:"))
  }

  @Test func validateWritesJSON() throws {
    let run = try CLIRun(["validate", "--format", "json", "Models/fluent.json"])
    #expect(run.status == 0)
    let json = try JSONReader().parse(run.stdout)
    #expect(json["valid"]?.kind == .bool(true))
    #expect(json["errors"]?.kind == .number(0) && json["warnings"]?.kind == .number(26))
    guard case .array(let files)? = json["files"]?.kind, case .array(let items)? = files.first?["diagnostics"]?.kind,
      let first = items.first
    else {
      Issue.record("diagnostics is an array")
      return
    }
    #expect(first["severity"]?.stringValue == "warning" && first["kind"]?.stringValue == "unknownKey")
    #expect(first["line"]?.kind == .number(15) && first["path"]?.stringValue == "fonts.tiny.$value.MozOsxFontSmoothing")
  }

  @Test func exportTokensWritesTheLibrarysDocument() throws {
    let run = try CLIRun(["export-tokens", "--preset", "Models/dark-tuned.json"])
    #expect(run.status == 0)
    let theme = try PresetLoader().load(file: RepoPaths.model("dark-tuned.json"))
    #expect(run.stdout == JSONWriter().string(try DTCGThemeExport.foundationsDocument(for: theme)))
    let back = try DTCGThemeExport.theme(fromDocument: try JSONReader().parse(run.stdout), registry: Catalog.registry)
    #expect(back.foundations == theme.foundations)
  }
}
