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
