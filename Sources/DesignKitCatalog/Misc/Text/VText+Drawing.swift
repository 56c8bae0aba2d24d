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

  /// The text in `fonts.text` and the state's `colors.text`, cut with "…" where `misc.truncation` says when text
  /// is left over. Single line: one line as wide as offered, placed by `layout.alignment`, its font shrunk down to
  /// `layout.minimumScaleFactor` of its size before it is cut when it is wider than offered. Multi-line: lines
  /// wrapped at the width offered, up to `layout.lineLimit` (0: no limit) with `layout.lineSpacing` between them,
  /// aligned by `layout.alignment`.
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    let style = style[type.rawValue] ?? style
    let font = try style.font("fonts.text")
    let color = try style.color("colors.text")
    let truncation = try style.choice("misc.truncation", as: TextTruncation.self)
    switch type {
    case .singleLine:
      let alignment = try Drawing.lineAlignment(at: "layout.alignment", style: style)
      var run = TextRun(text, font: font, color: color, lineLimit: 1, alignment: alignment, truncation: truncation)
      run.minimumScaleFactor = try style.number("layout.minimumScaleFactor")
      return Drawing.text(run).frame(fillsWidth: true, alignment: DrawingAlignment(horizontal: alignment))
    case .multiLine:
      return .wrappingText(
        text, font: font, color: color, lineLimit: Int(try style.number("layout.lineLimit")),
        lineSpacing: try style.number("layout.lineSpacing"),
        alignment: try Drawing.lineAlignment(at: "layout.alignment", style: style), truncation: truncation)
    }
  }
}
