import DesignKitCore

extension AccessibilityDescription {
  /// This description inside a field in `validation`: an error message replaces the hint (a field's error is read
  /// as its control's hint); any other validation leaves it unchanged.
  public func inField(validation: ValidationState, error: String) -> AccessibilityDescription {
    guard validation == .error, !error.isEmpty else { return self }
    var copy = self
    copy.hint = error
    return copy
  }
}
