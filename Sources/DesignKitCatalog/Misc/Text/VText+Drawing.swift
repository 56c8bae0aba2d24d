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
    let style = style[type.rawValue] ?? style
    var run = try TextRun(
      text, font: try style.font("fonts.text"), color: try style.color("colors.text"),
      configuration: "fonts.textConfiguration", style: style)
    run.truncation = try style.choice("misc.truncation", as: TextTruncation.self)
    switch type {
    case .singleLine:
      return Drawing.text(run).frame(fillsWidth: true, alignment: DrawingAlignment(horizontal: run.alignment))
    case .multiLine:
      run.lineSpacing = try style.number("layout.lineSpacing")
      return .text(run)
    }
  }
}
