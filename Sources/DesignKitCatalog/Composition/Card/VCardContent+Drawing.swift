import DesignKitCore

extension CardContentPart {
  /// A sample paragraph.
  public static func placeholder(environment: StyleEnvironment, disabled: Bool) throws(Diagnostic) -> [Drawing] {
    [
      try .sample(
        VText(type: .multiLine, text: "A summary arrives every morning at 8:00, grouped by app."), in: environment,
        disabled: disabled)
    ]
  }
}
