import DesignKitValues

extension PresetLoader {
  /// The theme of preset JSON text, e.g. a string literal or a download; relative `extends` and `tokenFiles`
  /// paths resolve against `file`'s folder (or the working directory without one).
  public func load(text: String, file: String? = nil) throws(DiagnosticList) -> Theme {
    try load(Array(text.utf8), file: file)
  }
}
