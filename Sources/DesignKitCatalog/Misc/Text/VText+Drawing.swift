import DesignKitCore

extension VText: DrawableComponent {
  public static var galleryPreview: VText { VText(text: "Wi-Fi is on") }
  /// Both types: a single line above a paragraph.
  public static var galleryPreviews: [VText] {
    [
      galleryPreview,
      VText(
        type: .multiLine,
        text: "Your devices stay connected to known networks, and new ones ask before they join."),
    ]
  }

  /// The text in `fonts.text` and the state's `colors.text`, set by `fonts.textConfiguration` (lines, shrinking
  /// before it is cut, case, alignment), cut with "…" where `misc.truncation` says when text is left over. Single
  /// line: as wide as offered, placed by the configuration's alignment. Multi-line: `layout.lineSpacing` between its
  /// lines.
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    let model = Resolved<Model>(style)
    switch type {
    case .singleLine:
      let m = model.has(\.singleLine) ? try model.singleLine : Resolved<VTextSingleLineModel>(style)
      var run = try TextRun(
        text, font: try m.fonts.text, color: try m.colors.text, configuration: try m.fonts.textConfiguration)
      run.truncation = try Self.truncation(m.misc.truncation)
      return Drawing.text(run).frame(fillsWidth: true, alignment: DrawingAlignment(horizontal: run.alignment))
    case .multiLine:
      let m = model.has(\.multiLine) ? try model.multiLine : Resolved<VTextMultiLineModel>(style)
      var run = try TextRun(
        text, font: try m.fonts.text, color: try m.colors.text, configuration: try m.fonts.textConfiguration)
      run.truncation = try Self.truncation(m.misc.truncation)
      run.lineSpacing = try m.layout.lineSpacing
      return .text(run)
    }
  }

  /// Where the drawn line is cut: the model's `Truncation` case of the same name.
  private static func truncation(_ truncation: VTextSingleLineModel.Truncation) -> TextTruncation {
    switch truncation {
    case .head: .head
    case .middle: .middle
    case .tail: .tail
    }
  }
}
