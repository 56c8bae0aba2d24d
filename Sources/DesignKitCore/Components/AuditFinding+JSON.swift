// Stand-in until the audit's own `AuditFinding.json` (branch h13-values) is merged: delete this file then.
extension AuditFinding {
  /// `{component, state, environment, message}`.
  public var json: JSONValue {
    .object([
      ("component", .string(component)), ("state", .string(state)), ("environment", .string(environment)),
      ("message", .string(message)),
    ])
  }
}
