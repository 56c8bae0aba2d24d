import DesignKit

/// The diagnostics `body` throws; empty when it succeeds.
func thrownDiagnostics(_ body: () throws(DiagnosticList) -> Void) -> [Diagnostic] {
  do {
    try body()
    return []
  } catch {
    return error.diagnostics
  }
}
