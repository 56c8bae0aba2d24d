import DesignKitCore

extension PagerTabView: DrawableComponent {
  /// Sample tabs, each with a page, as wide as the narrowest iPhone (a pager spans its screen).
  public static var galleryPreview: Self { Self(tabs: Role.galleryTabs, width: PhoneWidth.narrowest) }

  /// Where the machine has the pages, and the tab a finger is down on.
  public func following(_ machine: PagingMachine) -> Self {
    var shown = self
    shown.position = machine.position
    shown.pressedTab = machine.state.pressedTab
    return shown
  }

  /// The tab bar on `colors.tabBarBackground`, `layout.tabBar.tabBarPageSpacing` above the pages on
  /// `colors.pageBackground` (below them when `layout.tabBar.tabBarEdge` is `bottom`). Each tab is its title inside `layout.tabBar.tabMargins`, at least `tabMinHeight` tall
  /// (the title centred), one line shrinking to `tabTitleMinimumScaleFactor`, in a color between `colors.tabTitle`
  /// and `selectedTabTitle` as near as the pages are to its page (the selected tab's font once they are nearer than
  /// halfway); a pressed tab's title takes `colors.pressedTabTitle` (`pressedSelectedTabTitle` when selected), as
  /// VComponents 8.1's tab item states, and every title `colors.disabledTabTitle` while disabled; along the bar's
  /// bottom (its top when `layout.tabBar.indicatorEdge` is `top`) run the track (`colors.indicatorTrack`, `indicatorTrackHeight` tall) and the indicator
  /// (`colors.indicator`, `indicatorHeight` tall, `indicatorCornerRadius`) where the role's `tabBar` puts it. Each tab
  /// is a marked part (`Drawing.part(_:)`), so a host maps a touch on it to its press. A bar
  /// wider than the view scrolls, keeping the indicator in view. The pages sit side by side, moved by the position
  /// times the view's width.
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    let m = Resolved<Model>(style)
    let bar = try m.layout[dynamicMember: Role.tabBarLayout]
    let p = stillPosition
    let margins = try bar.tabMargins
    let scale = try bar.tabTitleMinimumScaleFactor
    let tabMinHeight = try bar.tabMinHeight
    let (plain, selected) = (try m.colors.tabTitle, try m.colors.selectedTabTitle)
    let (plainFont, selectedFont) = (try m.fonts.tabTitle, try m.fonts.selectedTabTitle)
    let (pressed, pressedSelected) = (try m.colors.pressedTabTitle, try m.colors.pressedSelectedTabTitle)
    let disabled = state == .disabled ? try m.colors.disabledTabTitle : nil
    let titles = tabs.enumerated().map { i, title -> TextRun in
      let nearness = max(0, 1 - abs(p - Double(i)))
      var color = Color.mix(plain, selected, fraction: nearness)
      if i == pressedTab { color = nearness > 0.5 ? pressedSelected : pressed }
      var run = TextRun(
        title, font: nearness > 0.5 ? selectedFont : plainFont, color: disabled ?? color, lineLimit: 1)
      run.minimumScaleFactor = scale
      return run
    }
    let frames = try Self.tabBar(
      titleWidths: titles.map { environment.textMeasurer.width(of: $0.string, font: $0.font) }, position: p,
      width: width, style: style)
    let tabs = zip(titles, frames.tabs).enumerated().map { i, tab in
      Drawing.text(tab.0).frame(maxWidth: max(0, tab.1.width - margins.left - margins.right)).padding(margins)
        .frame(width: tab.1.width, minHeight: tabMinHeight).part(i)
    }
    let indicatorShape = DrawingShape.roundedRectangle(
      cornerRadius: try bar.indicatorCornerRadius, style: .continuous)
    let indicatorEdge = try bar.indicatorEdge
    let bottom = DrawingAlignment(horizontal: .leading, vertical: indicatorEdge == .top ? .top : .bottom)
    // The tabs follow one another the same gap apart (the first one's leading edge from the bar's).
    let lead = frames.tabs.first?.x ?? 0
    let gap = frames.tabs.count > 1 ? frames.tabs[1].x - frames.tabs[0].x - frames.tabs[0].width : 0
    var strip = Drawing.layers(
      [
        Drawing.hstack(spacing: gap, alignment: .center, tabs)
          .padding(
            environment.layoutDirection == .rightToLeft
              ? ResolvedInsets(top: 0, left: 0, bottom: 0, right: lead)
              : ResolvedInsets(top: 0, left: lead, bottom: 0, right: 0)),
        Drawing.shape(.square, fill: try m.colors.indicatorTrack)
          .frame(width: frames.length, height: try bar.indicatorTrackHeight),
        Drawing.shape(indicatorShape, fill: try m.colors.indicator)
          .frame(width: frames.indicator.width, height: try bar.indicatorHeight)
          .offset(x: frames.indicator.x),
      ], alignment: bottom)
    if frames.length > width {
      let centre = frames.indicator.x + frames.indicator.width / 2
      strip = strip.offset(x: -min(max(0, centre - width / 2), frames.length - width))
    }
    // Each page's sample stands inside the screen's margins, as a page's content does: flush against the page's edge
    // it read as cut, and the next page's first glyph showed at the edge.
    let pageMargin = Metrics.spacing(2)
    let pages = try self.tabs.map { title throws(Diagnostic) -> Drawing in
      try Drawing.sample(
        VText(type: .multiLine, text: "\(title): swipe sideways, or tap a tab, to move between pages."),
        in: environment
      )
      .padding(ResolvedInsets(top: 0, left: pageMargin, bottom: 0, right: pageMargin))
      .frame(width: width, alignment: DrawingAlignment(horizontal: .leading, vertical: .top))
    }
    let tabBar = strip.scrolling(.horizontal, alignment: .leading).frame(width: width)
      .background(.shape(.square, fill: try m.colors.tabBarBackground))
    let pageRow = Drawing.hstack(spacing: 0, alignment: .top, pages).offset(x: -p * width)
      .scrolling(.horizontal, alignment: .leading).frame(width: width)
      .background(.shape(.square, fill: try m.colors.pageBackground))
    let barBelow = try bar.tabBarEdge == .bottom
    return .vstack(
      spacing: try bar.tabBarPageSpacing, alignment: .leading, barBelow ? [pageRow, tabBar] : [tabBar, pageRow])
  }
}
