import DesignKitCore

extension VTabNavigationView: DrawableComponent {
  public static var galleryPreview: VTabNavigationView {
    VTabNavigationView(
      tabs: [.init("Home", icon: .house), .init("Search", icon: .magnifyingglass), .init("Profile", icon: .person)],
      selectedTab: 1)
  }

  /// A screen of `layout.screenSize`: the selected tab's content (the content slot, its title as a sample) over the tab
  /// bar (`colors.background`, a separator above, at least `layout.height` tall): each tab's icon over its title, the
  /// selected one in `colors.selectedItem` with the focus ring around it (kept on the bar), the others in
  /// `colors.item`. Tabs share the width equally; titles stop growing at Dynamic Type xxxLarge and are set by
  /// `fonts.titleConfiguration` (one line cut with "…": iOS shows large content on a long press instead of growing
  /// the bar).
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    let m = Resolved<Model>(style)
    let side = try m.layout.iconDimension
    let lineWidth = try m.layout.iconLineWidth
    let font = (try m.fonts.title).barLimited(in: environment)
    let items = try tabs.enumerated().map { index, tab throws(Diagnostic) -> Drawing in
      let color = try (index == selectedTab ? m.colors.selectedItem : m.colors.item)
      let icon = Drawing.shape(.icon(tab.icon), stroke: color, lineWidth: lineWidth)
      let item = Drawing.vstack(
        spacing: try m.layout.iconTitleSpacing,
        [
          icon.frame(width: side, height: side),
          try .text(tab.title, font: font, color: color, configuration: try m.fonts.titleConfiguration),
        ])
      let cell = item.frame(fillsWidth: true)
      guard index == selectedTab else { return cell }
      // The ring keeps its own room above and below the tab and its gap from the bar's edge, so it stays on the bar:
      // flush with the separator it would meet a grey hairline instead of the bar it surrounds.
      let outset = 2 * Drawing.focusRingGap + max(Drawing.minimumFocusRingWidth, try m.layout.focusRingWidth)
      return cell.focusRing(.capsule, width: try m.layout.focusRingWidth, color: try m.colors.focusRing).padding(
        ResolvedInsets(top: outset, left: 0, bottom: outset, right: 0))
    }
    let selectedTitle = tabs.indices.contains(selectedTab) ? tabs[selectedTab].title : ""
    let content = Drawing.content(
      placeholder: .text(selectedTitle, font: try m.fonts.title, color: try m.colors.item)
    )
    .frame(fillsWidth: true, fillsHeight: true)
    return Drawing.vstack(
      spacing: 0,
      [
        content,
        .separatorRule(try m.colors.separator, thickness: try m.layout.separatorHeight),
        Drawing.hstack(spacing: 0, items)
          .frame(minHeight: try m.layout.height, fillsWidth: true)
          .background(.shape(.square, fill: try m.colors.background)),
      ]
    )
    .onScreen(try m.layout.screenSize)
  }
}
