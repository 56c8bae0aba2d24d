import DesignKit
import Testing

/// Parses a token document written in a test.
func tokenSet(_ text: String, file: String = "tokens.json") throws -> TokenSet {
  try TokenSet(json: JSONReader().parse(text, file: file), file: file)
}

/// The problems a token document has (an empty list when it loads).
func tokenProblems(_ text: String, file: String = "tokens.json") throws -> [Diagnostic] {
  let json = try JSONReader().parse(text, file: file)
  do {
    _ = try TokenSet(json: json, file: file)
    return []
  } catch {
    return error.diagnostics
  }
}

/// The single problem a token document has; records an issue when there are none or several.
func tokenProblem(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Diagnostic {
  let problems = try tokenProblems(text)
  #expect(problems.count == 1, "expected one problem, got \(problems)", sourceLocation: sourceLocation)
  return try #require(problems.first, sourceLocation: sourceLocation)
}

/// The warnings a token document loads with (records an issue when it does not load).
func tokenWarnings(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> [Diagnostic] {
  let set = try tokenSet(text)
  for w in set.warnings {
    #expect(w.severity == .warning, "\(w)", sourceLocation: sourceLocation)
    #expect(w.file == "tokens.json" && w.location.isKnown, "\(w)", sourceLocation: sourceLocation)
  }
  return set.warnings
}

/// The single warning a token document loads with; records an issue when there are none or several.
func tokenWarning(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Diagnostic {
  let warnings = try tokenWarnings(text, sourceLocation: sourceLocation)
  #expect(warnings.count == 1, "expected one warning, got \(warnings)", sourceLocation: sourceLocation)
  return try #require(warnings.first, sourceLocation: sourceLocation)
}

/// The errors a token document is refused with in strict mode (an empty list when it loads).
func strictTokenProblems(_ text: String, file: String = "tokens.json") throws -> [Diagnostic] {
  let json = try JSONReader().parse(text, file: file)
  do {
    _ = try TokenSet(json: json, file: file, strict: true)
    return []
  } catch {
    return error.diagnostics
  }
}
