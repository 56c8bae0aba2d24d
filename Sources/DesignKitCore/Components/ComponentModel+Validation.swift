extension ComponentModel {
  /// Checks every value the way a preset's values are checked, and throws all problems at once.
  ///
  /// Resolving a configured component and starting a session with a model run this check too; call it to find
  /// problems earlier, for instance in a test of a static model preset.
  public func validate() throws(DiagnosticList) { _ = try checkedTree() }

  /// The model's style tree once `validate()` finds nothing wrong.
  func checkedTree() throws(DiagnosticList) -> StyleNode {
    let tree: StyleNode
    do {
      tree = try StyleTreeEncoder.node(for: self)
    } catch {
      throw DiagnosticList([Diagnostic(.semantic, "\(error)")])
    }
    let problems = tree.validationDiagnostics()
    guard problems.isEmpty else { throw DiagnosticList(problems) }
    return tree
  }
}
