import DesignKitCore

extension Drawing {
  /// `string` in `font` and `color`, set as `configuration` says (`TextRun.init(_:font:color:configuration:)`).
  static func text(_ string: String, font: Font, color: Color, configuration: Resolved<TextConfiguration>)
    throws(Diagnostic) -> Drawing
  {
    .text(try TextRun(string, font: font, color: color, configuration: configuration))
  }

  /// A label: `title` (nil: none) with `icon` (nil: none) set by `layout`: the icon an `iconSize` square stroked in
  /// `iconColor`, `spacing` from the title on the side `placement` names (leading and trailing mirror right to left,
  /// as rows do). The icon and the spacing grow as the title's text grew with Dynamic Type (`Drawing.textScale`), as
  /// an SF Symbol grows with the text beside it; at accessibility sizes the icon may go above the title
  /// (`iconAndTitle(_:_:placement:spacing:)`).
  static func label(title: Drawing?, icon: DrawingIcon?, iconColor: Color, layout: Resolved<LabelLayout>)
    throws(Diagnostic) -> Drawing
  {
    guard let icon else { return title ?? .empty }
    let scale = title?.textScale ?? 1
    let side = try layout.iconSize * scale
    let glyph = Drawing.shape(.icon(icon), stroke: iconColor, lineWidth: side * iconStrokeFraction)
      .frame(width: side, height: side)
    guard let title else { return glyph }
    return iconAndTitle(glyph, title, placement: try layout.placement, spacing: try layout.spacing * scale)
  }
}

extension TextRun {
  /// `string` in `font` and `color`, set as `configuration` says: wrapped up to its `maximumLines` (0: any number),
  /// at least `minimumLines` tall, shrunk down to `minimumScaleFactor` before it is cut with "…", its letters cased
  /// by `textCase`, its lines placed by `alignment`.
  init(_ string: String, font: Font, color: Color, configuration: Resolved<TextConfiguration>) throws(Diagnostic) {
    self.init(string, font: font, color: color, lineLimit: 0)
    lineLimit = max(0, try configuration.maximumLines)
    alignment = (try configuration.alignment).horizontal
    minimumLines = try configuration.minimumLines
    minimumScaleFactor = try configuration.minimumScaleFactor
    textCase = try configuration.textCase
  }
}
