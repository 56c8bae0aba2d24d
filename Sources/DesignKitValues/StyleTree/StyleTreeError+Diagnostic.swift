extension StyleTreeError {
  /// The diagnostic of this error, with its path: a kind mismatch is a `typeMismatch`, an unsupported shape an
  /// `unsupportedModel`.
  public var diagnostic: Diagnostic {
    switch self {
    case .kindMismatch(let expected, let path):
      Diagnostic(.typeMismatch, "expected \(expected) at `\(path)`", path: path)
    case .unsupported(let what, let path):
      Diagnostic(.unsupportedModel, "\(what) at `\(path)` is not supported in models", path: path)
    }
  }
}

extension Diagnostic {
  /// The diagnostic of an error thrown while encoding or decoding a model's style tree, keeping its kind and path.
  package init(styleTreeError error: any Error, file: String? = nil) {
    switch error {
    case let e as StyleTreeError: self = e.diagnostic.inFile(file)
    case let d as Diagnostic: self = d.inFile(file)
    default: self.init(.unsupportedModel, "the model cannot be represented as a style tree: \(error)", file: file)
    }
  }
}
