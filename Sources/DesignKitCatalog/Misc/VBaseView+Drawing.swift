import DesignKitCore

extension VBaseView: DrawableComponent {
  public static var galleryPreview: VBaseView {
    VBaseView(title: "Inbox", leadingItems: ["Edit"], trailingItems: ["Compose"])
  }

  /// A screen of `layout.screenSize` on `colors.background`: the navigation bar (`colors.navigationBar`, at least
  /// `layout.minNavigationBarHeight` tall, growing with Dynamic Type) with the leading and trailing items and, inline,
  /// the title centred; a large title sits under the bar instead; then the content inside `layout.contentMargins`
  /// (the content slot).
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    let screen = try style.screenSize()
    let itemFont = try style.font("fonts.items")
    let itemColor = try style.color("colors.items")
    let itemSpacing = try style.number("layout.itemSpacing")
    let titleColor = try style.color("colors.title")
    let large = try style.choice("misc.titleDisplayMode", as: VBaseViewModel.TitleDisplayMode.self) == .large
    func items(_ titles: [String]) -> Drawing {
      .hstack(spacing: itemSpacing, titles.map { .text($0, font: itemFont, color: itemColor) })
    }
    var bar: [Drawing] = [
      items(leadingItems).frame(fillsWidth: true, alignment: .leading),
      items(trailingItems).frame(fillsWidth: true, alignment: .trailing),
    ]
    if !large { bar.insert(.text(title, font: try style.font("fonts.title"), color: titleColor), at: 0) }
    let margins = try style.insets("layout.contentMargins")
    var column: [Drawing] = [try .navigationBar(bar, style: style)]
    if large {
      column.append(
        Drawing.text(title, font: try style.font("fonts.largeTitle"), color: titleColor)
          .padding(ResolvedInsets(top: margins.top, left: margins.left, bottom: 0, right: margins.right)))
    }
    column.append(
      Drawing.content(
        placeholder: .sampleText(["Today", "Yesterday"], font: itemFont, color: titleColor, spacing: margins.top)
      )
      .padding(margins)
      .frame(fillsWidth: true, fillsHeight: true, alignment: DrawingAlignment(horizontal: .leading, vertical: .top)))
    return Drawing.vstack(spacing: 0, alignment: .leading, column)
      .frame(width: screen.width, height: screen.height)
      .background(.shape(.square, fill: try style.color("colors.background")))
  }
}
