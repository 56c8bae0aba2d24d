import DesignKitCore

/// What the three pager tab views share: titled tabs over pages as wide as the view, the pages and the indicator
/// following the paging machine's position (so the indicator follows the drag); tapping a tab selects its page.
/// Each view says how its tabs are laid out and how wide its indicator is (`tabBar(_:)`).
public protocol PagerTabViewComponent: DrawableComponent
where Model == PagerTabViewModel<Role>, Machine == PagingMachine, Machine.VisualState == PagingPhase {
  /// The model's role, which holds its layout.
  associatedtype Role: PagerTabViewRole
  /// The tabs' titles, one page each (in a composition, a page's content is the child in its slot).
  var tabs: [String] { get set }
  /// The view's width (points), and so each page's.
  var width: Double { get set }
  /// Where the pages are, in pages from the first (fractional between pages); nil: a still's instant (the first page
  /// at rest, a third of the way to the second while dragged, halfway back from it while settling).
  var position: Double? { get set }
  /// Called with the page the person chose.
  var onSelect: @Sendable (Int) -> Void { get }
  /// The page it shows when it appears, at rest (no settle from the first page).
  var selection: Int { get set }
  /// The tab a finger is down on (its pressed look); nil when none.
  var pressedTab: Int? { get set }
  /// Creates a pager tab view `width` points wide.
  init(
    model: Model, state: PagingPhase, tabs: [String], width: Double, onSelect: @escaping @Sendable (Int) -> Void)
  /// The tab bar: each tab's frame along the bar and the indicator's at `position`, for tabs `titleWidths` wide
  /// (their titles without margins) in a bar `width` wide.
  static func tabBar(titleWidths: [Double], position: Double, width: Double, style: ResolvedStyle)
    throws(Diagnostic) -> PagerTabBarFrames
}

/// Where a pager tab view's tabs and indicator go along its tab bar (points from the leading edge).
public struct PagerTabBarFrames: Sendable, Equatable {
  /// Each tab's leading edge and width.
  public var tabs: [(x: Double, width: Double)]
  /// The indicator's leading edge and width.
  public var indicator: (x: Double, width: Double)
  /// How wide the whole bar is (wider than the view when it scrolls).
  public var length: Double

  /// Frames.
  public init(tabs: [(x: Double, width: Double)], indicator: (x: Double, width: Double), length: Double) {
    self.tabs = tabs
    self.indicator = indicator
    self.length = length
  }

  /// Equal when every tab, the indicator and the length are (tuples have no `==` of their own to synthesize from).
  public static func == (a: Self, b: Self) -> Bool {
    a.tabs.map(\.x) == b.tabs.map(\.x) && a.tabs.map(\.width) == b.tabs.map(\.width)
      && a.indicator.x == b.indicator.x && a.indicator.width == b.indicator.width && a.length == b.length
  }

  /// Stretches of `frames` (one per tab) at `position`: the frame between the two tabs it lies between.
  static func between(_ frames: [(x: Double, width: Double)], at position: Double) -> (x: Double, width: Double) {
    guard let first = frames.first else { return (0, 0) }
    let p = min(max(position, 0), Double(frames.count - 1))
    let i = Int(p.rounded(.down))
    let j = min(i + 1, frames.count - 1)
    let f = p - Double(i)
    guard i < frames.count else { return first }
    return (
      frames[i].x + (frames[j].x - frames[i].x) * f, frames[i].width + (frames[j].width - frames[i].width) * f
    )
  }
}

extension PagerTabViewComponent {
  /// A pager tab view `width` points wide showing page `selection` at rest when it appears.
  public init(
    model: Model = .init(), state: PagingPhase = .resting, selection: Int, tabs: [String], width: Double = 260,
    onSelect: @escaping @Sendable (Int) -> Void = { _ in }
  ) {
    self.init(model: model, state: state, tabs: tabs, width: width, onSelect: onSelect)
    self.selection = selection
  }

  public static var family: ComponentFamily { .navigation }
  public static var accessibilityRole: AccessibilityRole { .tabBar }
  /// Each tab is tapped to select its page: at least `layout.tabBar.tabMinHeight` tall.
  public static var targetSize: TargetSize? { TargetSize(height: "layout.tabBar.tabMinHeight") }
  public static func machineParameters(for model: Model) -> PagingParameters {
    model.parameters(pageWidth: PagingParameters().pageWidth)
  }
  public static var machineSettings: [String] { ["misc.isDragEnabled", "misc.pagingThreshold", "misc.flickVelocity"] }
  public static var contrastPairs: [ContrastPair] {
    ["tabTitle", "selectedTabTitle"].map {
      ContrastPair(
        foreground: "colors.\($0)", background: "colors.tabBarBackground", content: .text(font: "fonts.\($0)"))
    }
  }
  public static var contentKeys: [ContentKey<Self>] { [.init("width", \.width)] }
  public var accessibilityLabel: String { "Tabs" }
  /// The selected tab: "Photos, tab 1 of 3".
  public var accessibilityValue: String? {
    guard !tabs.isEmpty else { return nil }
    let i = min(max(Int(stillPosition.rounded()), 0), tabs.count - 1)
    return "\(tabs[i]), tab \(i + 1) of \(tabs.count)"
  }
  /// The machine pages by the view's width, one page per tab.
  public var machineParameters: PagingParameters {
    var p = model.parameters(pageWidth: max(1, width))
    p.pageCount = tabs.count
    p.initialSelection = selection
    return p
  }
  /// Tapping the second tab selects its page.
  public static var callbackProbe: CallbackProbe<Self>? {
    CallbackProbe(events: [.tabTapped(1)], expected: ["1"]) { report in
      Self(model: Model(), state: .resting, tabs: ["Photos", "Videos"], width: 260) { report(String($0)) }
    }
  }

  /// The tab bar and pages (`pagerDrawing(style:environment:)`).
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    try pagerDrawing(style: style, environment: environment)
  }

  /// Calls `onSelect` with the page the machine reports chosen.
  public func handle(_ output: MachineOutput) {
    if let page = output.changedValue?.indexValue { onSelect(page) }
  }

  /// Where the machine has the pages.
  public func following(_ machine: PagingMachine) -> Self {
    var shown = self
    shown.position = machine.position
    shown.pressedTab = machine.state.pressedTab
    return shown
  }

  /// `position`, or the still's instant for the state.
  var stillPosition: Double {
    let last = Double(max(0, tabs.count - 1))
    let base = Double(selection)
    let still: Double =
      switch state {
      case .resting: base
      case .dragging: base + 1.0 / 3
      case .settling: base + 0.5
      }
    return min(max(position ?? still, 0), last)
  }

  /// The tab bar on `colors.tabBarBackground`, `layout.tabBar.tabBarPageSpacing` above the pages on
  /// `colors.pageBackground` (below them when `layout.tabBar.tabBarEdge` is `bottom`). Each tab is its title inside `layout.tabBar.tabMargins`, at least `tabMinHeight` tall
  /// (the title centred), one line shrinking to
  /// `tabTitleMinimumScaleFactor`, in a color between `colors.tabTitle` and `selectedTabTitle` as near as the pages
  /// are to its page (the selected tab's font once they are nearer than halfway); a pressed tab's title takes
  /// `colors.pressedTabTitle` (`pressedSelectedTabTitle` when selected), as VComponents 8.1's tab item states;
  /// along the bar's bottom (its top when `layout.tabBar.indicatorEdge` is `top`) run the
  /// track (`colors.indicatorTrack`, `indicatorTrackHeight` tall) and the indicator (`colors.indicator`,
  /// `indicatorHeight` tall, `indicatorCornerRadius`) where `tabBar(_:)` puts it. A bar wider than the view scrolls,
  /// keeping the indicator in view. The pages sit side by side, moved by the position times the view's width.
  func pagerDrawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    let bar = try style.childStyle("layout.tabBar")
    let p = stillPosition
    let margins = try bar.insets("tabMargins")
    let scale = try bar.number("tabTitleMinimumScaleFactor")
    let tabMinHeight = try bar.number("tabMinHeight")
    let (plain, selected) = (try style.color("colors.tabTitle"), try style.color("colors.selectedTabTitle"))
    let (plainFont, selectedFont) = (try style.font("fonts.tabTitle"), try style.font("fonts.selectedTabTitle"))
    let (pressed, pressedSelected) = (
      try style.color("colors.pressedTabTitle"), try style.color("colors.pressedSelectedTabTitle")
    )
    let titles = tabs.enumerated().map { i, title -> TextRun in
      let nearness = max(0, 1 - abs(p - Double(i)))
      var color = Color.mix(plain, selected, fraction: nearness)
      if i == pressedTab { color = nearness > 0.5 ? pressedSelected : pressed }
      var run = TextRun(title, font: nearness > 0.5 ? selectedFont : plainFont, color: color, lineLimit: 1)
      run.minimumScaleFactor = scale
      return run
    }
    let frames = try Self.tabBar(
      titleWidths: titles.map { environment.textMeasurer.width(of: $0.string, font: $0.font) }, position: p,
      width: width,
      style: style)
    let tabs = zip(titles, frames.tabs).map { run, frame in
      Drawing.text(run).frame(maxWidth: max(0, frame.width - margins.left - margins.right)).padding(margins)
        .frame(width: frame.width, minHeight: tabMinHeight)
    }
    let indicatorShape = DrawingShape.roundedRectangle(
      cornerRadius: try bar.number("indicatorCornerRadius"), style: .continuous)
    let indicatorEdge = try bar.choice("indicatorEdge", as: PagerTabBarLayout.Edge.self)
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
        Drawing.shape(.square, fill: try style.color("colors.indicatorTrack"))
          .frame(width: frames.length, height: try bar.number("indicatorTrackHeight")),
        Drawing.shape(indicatorShape, fill: try style.color("colors.indicator"))
          .frame(width: frames.indicator.width, height: try bar.number("indicatorHeight"))
          .offset(x: frames.indicator.x),
      ], alignment: bottom)
    if frames.length > width {
      let centre = frames.indicator.x + frames.indicator.width / 2
      strip = strip.offset(x: -min(max(0, centre - width / 2), frames.length - width))
    }
    let pages = try self.tabs.map { title throws(Diagnostic) -> Drawing in
      try Drawing.sample(
        VText(type: .multiLine, text: "\(title): swipe sideways, or tap a tab, to move between pages."),
        in: environment
      )
      .frame(width: width, alignment: DrawingAlignment(horizontal: .leading, vertical: .top))
    }
    let tabBar = strip.scrolling(.horizontal, alignment: .leading).frame(width: width)
      .background(.shape(.square, fill: try style.color("colors.tabBarBackground")))
    let pageRow = Drawing.hstack(spacing: 0, alignment: .top, pages).offset(x: -p * width)
      .scrolling(.horizontal, alignment: .leading).frame(width: width)
      .background(.shape(.square, fill: try style.color("colors.pageBackground")))
    let barBelow = try bar.choice("tabBarEdge", as: PagerTabBarLayout.Edge.self) == .bottom
    return .vstack(
      spacing: try bar.number("tabBarPageSpacing"), alignment: .leading,
      barBelow ? [pageRow, tabBar] : [tabBar, pageRow])
  }
}
