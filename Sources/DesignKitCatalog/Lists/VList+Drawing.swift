import DesignKitCore

extension VList: DrawableComponent {
  public static var galleryPreview: VList { VList(rows: ["Wi-Fi", "Bluetooth", "Cellular"]) }

  /// Its base list (the `list` groups, with the content slot) on its sheet (the `sheet` groups): inside the sheet's
  /// content margins, on its background rounded on the corners `layout.sheet.roundedCorners` names, clipped to it
  /// when `misc.sheet.clipsContent`.
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    try VSheet.sheet(
      try list.drawing(style: style.nested("list"), environment: environment), style: style.nested("sheet"),
      environment: environment)
  }
}
