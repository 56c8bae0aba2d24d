import DesignKitCore

extension VBaseView: DrawableComponent {
  public static var galleryPreview: VBaseView {
    VBaseView(title: "Inbox", leadingItems: ["Edit"], trailingItems: ["Compose"])
  }
  /// At the top, and scrolled: a large title shows under the bar, then inline in it.
  public static var galleryPreviews: [VBaseView] {
    [galleryPreview, VBaseView(title: "Inbox", leadingItems: ["Edit"], trailingItems: ["Compose"], isScrolled: true)]
  }

  /// A screen of `layout.screenSize` on `colors.background`: the navigation bar (`colors.navigationBar`, at least
  /// `layout.minNavigationBarHeight` tall, growing with Dynamic Type) with the leading and trailing items and, inline,
  /// the title centred between them on one line (cut with "…" before it reaches them; bar text stops growing at
  /// xxxLarge; under them where `layout.movesTitleBelowItems` and it does not fit between them); a large title (`misc.titleDisplayMode`) sits under the bar instead while the content is not scrolled;
  /// then the content inside `layout.contentMargins`
  /// (the content slot).
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    let m = Resolved<Model>(style)
    let itemFont = try m.fonts.items
    let barItemFont = (try m.fonts.items).barLimited(in: environment)
    let itemColor = try m.colors.items
    let itemSpacing = try m.layout.itemSpacing
    let titleColor = try m.colors.title
    let large =
      try m.misc.titleDisplayMode == .large && !isScrolled
    func items(_ titles: [String]) throws(Diagnostic) -> Drawing {
      .hstack(
        spacing: itemSpacing,
        try titles.map { title throws(Diagnostic) in
          try .text(title, font: barItemFont, color: itemColor, configuration: try m.fonts.itemsConfiguration)
        })
    }
    let inlineTitle: Drawing =
      large
      ? .empty
      : try .text(
        title, font: (try m.fonts.title).barLimited(in: environment), color: titleColor,
        configuration: try m.fonts.titleConfiguration)
    let margins = try m.layout.contentMargins
    var column: [Drawing] = [
      .navigationBar(
        leading: try items(leadingItems), title: inlineTitle, trailing: try items(trailingItems), spacing: itemSpacing,
        margins: try m.layout.navigationBarMargins, minHeight: try m.layout.minNavigationBarHeight,
        background: try m.colors.navigationBar, movesTitleBelowItems: try m.layout.movesTitleBelowItems)
    ]
    if large {
      column.append(
        try Drawing.text(
          title, font: try m.fonts.largeTitle, color: titleColor, configuration: try m.fonts.largeTitleConfiguration
        )
        .padding(ResolvedInsets(top: margins.top, left: margins.left, bottom: 0, right: margins.right)))
    }
    column.append(
      Drawing.content(
        placeholder: .sampleText(["Today", "Yesterday"], font: itemFont, color: titleColor, spacing: margins.top)
      )
      .padding(margins)
      .frame(fillsWidth: true, fillsHeight: true, alignment: DrawingAlignment(horizontal: .leading, vertical: .top)))
    return Drawing.vstack(spacing: 0, alignment: .leading, column)
      .onScreen(try m.layout.screenSize)
      .background(.shape(.square, fill: try m.colors.background))
  }
}
