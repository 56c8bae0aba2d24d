import DesignKitCore

extension VBaseList: DrawableComponent {
  public static var galleryPreview: VBaseList { VBaseList(rows: ["Wi-Fi", "Bluetooth", "Cellular"]) }

  /// The rows' titles in full-width rows separated by inset hairlines (and above the first and below the last row
  /// when the model asks), with no background of its own; the rows are the content slot.
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    .content(placeholder: try Self.rows(rows, style: style))
  }

  /// `titles` as the list's rows in `style`, separated as its `misc` settings say.
  static func rows(_ titles: [String], style: ResolvedStyle) throws(Diagnostic) -> Drawing {
    let font = try style.font("fonts.row")
    let color = try style.color("colors.rows.text")
    return try .separatedRows(
      titles.map { .text($0, font: font, color: color) }, style: style,
      separator: try style.bool("misc.showsSeparators") ? "colors.rows.separator" : nil,
      first: try style.bool("misc.showsFirstSeparator"), last: try style.bool("misc.showsLastSeparator"))
  }
}
