import DesignKitValues

extension ComponentHost {
  /// Where the platform's text editors go (`Drawing.editableText()`), in the component's own coordinates: the frame
  /// at `time` (nil: now) laid out in the size offered (nil: the host's `proposedWidth` and `proposedHeight`); empty
  /// for a component without editable text.
  public func editableTexts(at time: Double? = nil, proposedWidth: Double? = nil, proposedHeight: Double? = nil)
    throws(Diagnostic) -> [DrawingRect]
  {
    let width = proposedWidth ?? self.proposedWidth
    let height = proposedHeight ?? self.proposedHeight
    let frame = try frame(at: time, proposedWidth: width, proposedHeight: height)
    return DrawingLayout(layoutDirection: environment.layoutDirection, measurer: environment.textMeasurer)
      .regions(of: frame.drawing, proposedWidth: width, proposedHeight: height).editableTexts
  }

  /// The text the component holds (a text input's text, a code entry's code), as its editor shows it; nil for a
  /// component without text.
  public var editedText: String? { session.value?.textValue }
}
