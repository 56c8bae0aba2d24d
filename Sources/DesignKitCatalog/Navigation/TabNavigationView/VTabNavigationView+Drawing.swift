import DesignKitCore

extension VTabNavigationView: DrawableComponent {
  public static var galleryPreview: VTabNavigationView {
    VTabNavigationView(
      tabs: [.init("Home", icon: .house), .init("Search", icon: .magnifyingglass), .init("Profile", icon: .person)],
      selectedTab: 1)
  }

  /// A screen of `layout.screenSize`: the selected tab's content (the content slot, its title as a sample) over the
  /// tab bar (`colors.background`, a separator above, at least `layout.height` tall): each tab's icon over its title,
  /// the selected one in `colors.selectedItem` with the focus ring around it, the others in `colors.item`.
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    let screen = try style.screenSize()
    let side = try style.number("layout.iconDimension")
    let lineWidth = try Drawing.iconLineWidth(style: style, side: side)
    let font = try style.font("fonts.title")
    let items = try tabs.enumerated().map { index, tab throws(Diagnostic) -> Drawing in
      let color = try style.color(index == selectedTab ? "colors.selectedItem" : "colors.item")
      let icon = Drawing.shape(.icon(tab.icon), stroke: color, lineWidth: lineWidth)
      let item = Drawing.vstack(
        spacing: try style.number("layout.iconTitleSpacing"),
        [icon.frame(width: side, height: side), .text(tab.title, font: font, color: color)])
      let cell = item.frame(fillsWidth: true)
      return try index == selectedTab ? cell.focusRing(.capsule, style: style) : cell
    }
    let selectedTitle = tabs.indices.contains(selectedTab) ? tabs[selectedTab].title : ""
    let content = Drawing.content(
      placeholder: .text(selectedTitle, font: font, color: try style.color("colors.item"))
    )
    .frame(fillsWidth: true, fillsHeight: true)
    return Drawing.vstack(
      spacing: 0,
      [
        content,
        .separatorRule(try style.color("colors.separator"), thickness: try style.number("layout.separatorHeight")),
        Drawing.hstack(spacing: 0, items)
          .frame(minHeight: try style.number("layout.height"), fillsWidth: true)
          .background(.shape(.square, fill: try style.color("colors.background"))),
      ]
    )
    .frame(width: screen.width, height: screen.height)
  }
}
