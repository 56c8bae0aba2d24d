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
    let m = Resolved<Model>(style)
    let font = try m.fonts.row
    let color = try m.colors.rows.text
    return try .separatedRows(
      titles.map { .text($0, font: font, color: color) }, layout: try m.layout.rows,
      separator: try m.misc.showsSeparators ? try m.colors.rows.separator : nil,
      first: try m.misc.showsFirstSeparator, last: try m.misc.showsLastSeparator)
  }
}
