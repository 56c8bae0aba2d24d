import DesignKitCore

extension VList: DrawableComponent {
  public static var galleryPreview: VList { VList(rows: ["Wi-Fi", "Bluetooth", "Cellular"]) }

  /// Its base list (the `list` child model, with the content slot) inside `layout.contentMargins` on its sheet (the
  /// `sheet` child model: its background, rounded on the corners `sheet.layout.roundedCorners` names).
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    let sheet = try style.childStyle("sheet")
    let r = try sheet.number("layout.cornerRadius")
    let radii: CornerRadii =
      switch try sheet.choice("layout.roundedCorners", as: VSheetModel.RoundedCorners.self) {
      case .all: CornerRadii(r)
      case .top: CornerRadii(topLeading: r, topTrailing: r, bottomTrailing: 0, bottomLeading: 0)
      case .bottom: CornerRadii(topLeading: 0, topTrailing: 0, bottomTrailing: r, bottomLeading: r)
      case .none: CornerRadii(0)
      }
    return try list.drawing(style: try style.childStyle("list"), environment: environment)
      .padding(try style.insets("layout.contentMargins"))
      .background(.shape(try sheet.containerShape(radius: radii), fill: try sheet.color("colors.background")))
  }
}
