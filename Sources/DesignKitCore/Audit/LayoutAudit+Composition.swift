import DesignKitValues

extension LayoutAudit {
  /// The findings of a composition document's screen resolved under `theme`, in every environment the audit checks,
  /// laid out at `proposedWidth` on the theme's canvas: each as a finding of the component `name` (the document's
  /// file) in the state `screen`.
  public func check(_ document: CompositionDocument, named name: String, theme: Theme) throws(DiagnosticList)
    -> LayoutAuditResult
  {
    var merger = LayoutFindingMerger(audit: self)
    for environment in environments {
      let drawing = try Composition(theme: theme, environment: environment).drawing(of: document.root).drawing
      let canvas = theme.foundations.colors.canvas.resolved(in: environment)
      merger.add(
        check(drawing, in: environment, canvas: canvas), component: name, state: "screen", environment: environment)
    }
    return LayoutAuditResult(findings: merger.findings, layoutsChecked: environments.count, baselineKeys: merger.keys)
  }
}
