import DesignKitCore

/// What tells apart the pager tab views that share one generic component (`PagerTabView<DynamicPagerTabViewRole>`):
/// besides its model's sizes and alias (which name the component, `VDynamicPagerTabView`), how its tabs are laid out
/// and how wide its indicator is (`tabBar(titleWidths:position:width:style:)`), and its gallery sample.
public protocol PagerTabViewComponentRole: PagerTabViewRole where Layout: ResolvedGroup {
  /// The sizes of the tab bar, titles and indicator within the role's `Layout` (`\.tabBar`).
  static var tabBarLayout: KeyPath<Layout, PagerTabBarLayout> { get }
  /// The gallery sample's tabs.
  static var galleryTabs: [String] { get }
  /// The tab bar: each tab's frame along the bar and the indicator's at `position`, for tabs `titleWidths` wide
  /// (their titles without margins) in a bar `width` wide, in `style`, the model's resolved style.
  static func tabBar(titleWidths: [Double], position: Double, width: Double, style: ResolvedStyle)
    throws(Diagnostic) -> PagerTabBarFrames
}

/// Titled tabs over pages as wide as the view (`VDynamicPagerTabView`, `VStretchedIndicatorStaticPagerTabView`,
/// `VWrappedIndicatorStaticPagerTabView`), the pages and the indicator following the paging machine's position (so
/// the indicator follows the drag); tapping a tab selects its page. Each is an alias of its own role, which says how
/// its tabs are laid out and how wide its indicator is. Disabled (`PagingPhase.disabled`, 8.1's `.disabled`), its
/// titles take `colors.disabledTabTitle` and it takes no drag, tab press or key; the owner can still select a page.
public struct PagerTabView<Role: PagerTabViewComponentRole>: ConfiguredComponent {
  /// The interaction machine: resting, dragging, settling or disabled, and the pressed tab.
  public typealias Machine = PagingMachine
  /// The model, the alias of the same role (`VDynamicPagerTabViewModel`).
  public typealias Model = PagerTabViewModel<Role>
  public static var componentName: String { Role.componentName }
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

  public var model: Model
  public var state: PagingPhase
  /// The tabs' titles, one page each (in a composition, a page's content is the child in its slot).
  public var tabs: [String]
  /// The view's width (points), and so each page's.
  public var width: Double
  /// Where the pages are, in pages from the first (fractional between pages); nil: a still's instant (the first page
  /// at rest, a third of the way to the second while dragged, halfway back from it while settling).
  public var position: Double?
  /// Called with the page the person chose.
  public var onSelect: @Sendable (Int) -> Void
  /// The page it shows when it appears, at rest (no settle from the first page).
  public var selection = 0
  /// The tab a finger is down on (its pressed look); nil when none.
  public var pressedTab: Int?

  /// Creates a pager tab view `width` points wide.
  public init(
    model: Model = .init(), state: PagingPhase = .resting, tabs: [String], width: Double = 260,
    onSelect: @escaping @Sendable (Int) -> Void = { _ in }
  ) {
    self.model = model
    self.state = state
    self.tabs = tabs
    self.width = width.isFinite ? max(0, width) : 0
    self.onSelect = onSelect
  }

  /// A pager tab view `width` points wide showing page `selection` at rest when it appears.
  public init(
    model: Model = .init(), state: PagingPhase = .resting, selection: Int, tabs: [String], width: Double = 260,
    onSelect: @escaping @Sendable (Int) -> Void = { _ in }
  ) {
    self.init(model: model, state: state, tabs: tabs, width: width, onSelect: onSelect)
    self.selection = selection
  }

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
      Self(tabs: ["Photos", "Videos"]) { report(String($0)) }
    }
  }

  /// Calls `onSelect` with the page the machine reports chosen.
  public func handle(_ output: MachineOutput) {
    if let page = output.changedValue?.indexValue { onSelect(page) }
  }

  /// The role's tab bar (`PagerTabViewComponentRole.tabBar(titleWidths:position:width:style:)`).
  public static func tabBar(titleWidths: [Double], position: Double, width: Double, style: ResolvedStyle)
    throws(Diagnostic) -> PagerTabBarFrames
  {
    try Role.tabBar(titleWidths: titleWidths, position: position, width: width, style: style)
  }

  /// `position`, or the still's instant for the state.
  var stillPosition: Double {
    PagingPhase.stillPosition(position, selection: selection, pageCount: tabs.count, state: state)
  }
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

  /// A static bar's tab width: an equal share of `width`, or wider when a title at the smallest it may shrink to
  /// (`tabTitleMinimumScaleFactor`) with its `tabMargins` does not fit its share, so that the bar scrolls rather than
  /// cut its titles at the large Dynamic Type sizes.
  static func staticTabWidth(titleWidths: [Double], width: Double, bar: Resolved<PagerTabBarLayout>)
    throws(Diagnostic) -> Double
  {
    let margins = try bar.tabMargins
    let smallest = (titleWidths.max() ?? 0) * (try bar.tabTitleMinimumScaleFactor) + margins.left + margins.right
    return max(width / Double(max(1, titleWidths.count)), smallest)
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

extension PagingPhase {
  /// Where a paged view's pages are: `position` (the machine's), or the still's instant for `state` (at rest or
  /// disabled on `selection`, a third of the way to the next page while dragged, halfway while settling), held to
  /// the `pageCount` pages.
  static func stillPosition(_ position: Double?, selection: Int, pageCount: Int, state: PagingPhase) -> Double {
    let base = Double(selection)
    let still: Double =
      switch state {
      case .resting, .disabled: base
      case .dragging: base + 1.0 / 3
      case .settling: base + 0.5
      }
    return min(max(position ?? still, 0), Double(max(0, pageCount - 1)))
  }
}
