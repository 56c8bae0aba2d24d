import DesignKitCore

extension VList: DrawableComponent {
  public static var galleryPreview: VList { VList(rows: ["Wi-Fi", "Bluetooth", "Cellular"]) }

  /// Its base list (the `list` child model, with the content slot) inside `layout.contentMargins` on its sheet (the
  /// `sheet` child model: its background, rounded on the corners `sheet.layout.roundedCorners` names).
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    let sheet = try style.childStyle("sheet")
    return try list.drawing(style: try style.childStyle("list"), environment: environment)
      .padding(try style.insets("layout.contentMargins"))
      .background(.shape(try VSheet.shape(style: sheet), fill: try sheet.color("colors.background")))
  }
}
