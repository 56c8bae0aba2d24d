import DesignKitCore

extension VNavigationView: DrawableComponent {
  public static var galleryPreview: VNavigationView {
    VNavigationView(rootTitle: "Settings", destinations: ["General", "About"])
  }

  /// A screen of `layout.screenSize` on `colors.background`: the navigation bar (the top screen's title centred on one
  /// line, cut with "…" before it reaches the back button (bar text stops growing at xxxLarge), which is titled with
  /// the screen below once a screen is pushed; under the back button where `layout.movesTitleBelowItems` and it does
  /// not fit beside it; at least `layout.minNavigationBarHeight` tall, growing with Dynamic
  /// Type; a separator under it), and the top screen's content (the content slot, a list of the next screens as a
  /// sample). Pushing and popping show the pushed screen halfway between the trailing edge and its place, over the
  /// screen below it, which gives way toward the leading edge by a third as far (as UIKit moves them).
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    let m = Resolved<Model>(style)
    let depth = state == .root || state == .popping ? 0 : 1
    let moving = state == .pushing || state == .popping
    let screen = try m.layout.screenSize
    let titleFont = (try m.fonts.title).barLimited(in: environment)
    let titleColor = try m.colors.title
    let barTitle = try Drawing.text(
      title(atDepth: depth), font: titleFont, color: titleColor, configuration: try m.fonts.titleConfiguration
    ).opacity(
      moving ? Presence.stillProgress : 1)
    var back = Drawing.empty
    if depth > 0 {
      let side = try m.layout.backButtonIconDimension
      let color = try m.colors.backButton
      back = Drawing.hstack(
        spacing: try m.layout.backButtonSpacing,
        [
          .icon(.chevronBackward, color: color, side: side),
          try .text(
            title(atDepth: depth - 1), font: (try m.fonts.backButton).barLimited(in: environment),
            color: color, configuration: try m.fonts.backButtonConfiguration),
        ])
    }
    let margins = try m.layout.navigationBarMargins
    let background = try m.colors.background
    let font = try m.fonts.backButton
    // The screen at `depth` on its own background (a pushed view's text moves with what it is drawn on): the list of
    // the next screens as a sample, in the content slot when it is the top screen's.
    func screenContent(atDepth depth: Int, isSlot: Bool = true) -> Drawing {
      let sample = destinations.dropFirst(depth).map { "\($0)" }
      let list = Drawing.sampleText(
        sample.isEmpty ? [title(atDepth: depth)] : sample, font: font, color: titleColor, spacing: margins.left)
      return (isSlot ? Drawing.content(placeholder: list) : list)
        .padding(margins.left)
        .frame(fillsWidth: true, fillsHeight: true, alignment: DrawingAlignment(horizontal: .leading, vertical: .top))
        .background(.shape(.square, fill: background))
    }
    // Pushing or popping, the pushed screen stands as far in from the trailing edge as the transition has come, over
    // the screen below it, which gives way toward the leading edge by a third as far (UIKit's parallax): a push and a
    // pop halfway look alike, only their bars differ.
    let travel = screen.width * (1 - Presence.stillProgress)
    let content =
      moving
      ? Drawing.layers(
        [
          screenContent(atDepth: 0, isSlot: false).offset(x: -travel / 3),
          screenContent(atDepth: 1).offset(x: travel),
        ], alignment: .center)
      : screenContent(atDepth: depth)
    return Drawing.vstack(
      spacing: 0,
      [
        .navigationBar(
          leading: back, title: barTitle, trailing: .empty, spacing: margins.left, margins: margins,
          minHeight: try m.layout.minNavigationBarHeight, background: try m.colors.navigationBar,
          movesTitleBelowItems: try m.layout.movesTitleBelowItems),
        .separatorRule(try m.colors.separator, thickness: try m.layout.separatorHeight),
        content,
      ]
    )
    // No background of its own: the bar and each screen paint theirs, and one under the whole screen would hold the
    // bar's title alone mid-transition (the screens' text slid past its edges), a control the pushed screen covers.
    .onScreen(try m.layout.screenSize, alignment: DrawingAlignment(horizontal: .center, vertical: .top))
    .clipped(to: .square)
  }
}
