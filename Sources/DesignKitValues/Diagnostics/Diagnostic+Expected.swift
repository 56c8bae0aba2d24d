extension Diagnostic {
  /// "expected <what> at `<path>`, found <kind of json>": the one form of a value of the wrong JSON kind.
  ///
  /// `what` is a phrase with its article (`a number`, `an array of nodes`); the diagnostic points at `json`.
  package static func expected(_ what: String, found json: JSONValue, at path: JSONPath, file: String? = nil)
    -> Diagnostic
  {
    Diagnostic(
      .typeMismatch, "expected \(what) at `\(path)`, found \(json.typeDescription)", file: file, at: json.location,
      path: path)
  }
}
