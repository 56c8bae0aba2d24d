import DesignKitCore

extension VPageIndicator: DrawableComponent {
  public static var galleryPreview: VPageIndicator { VPageIndicator(type: .auto, pageCount: 5, selectedPage: 2) }
  /// The three types: finite, infinite over many pages, auto.
  public static var galleryPreviews: [VPageIndicator] {
    [
      VPageIndicator(type: .finite, pageCount: 5, selectedPage: 1),
      VPageIndicator(type: .infinite, pageCount: 20, selectedPage: 9), galleryPreview,
    ]
  }

  /// A row or column of `layout.dotDimension` dots (`layout.dotCornerRadius`) `layout.spacing` apart, first page to
  /// last in `layout.direction`, the selected page's in `colors.selectedDot` (bordered in `colors.selectedDotBorder`),
  /// the others in `colors.dot` (bordered in `colors.dotBorder`), borders `layout.dotBorderWidth` wide. Finite: a dot per page, the unselected ones scaled by `layout.unselectedDotScale`.
  /// Infinite: a window of `layout.visibleDots` around the selected page, `layout.centerDots` at full size and the
  /// others shrinking towards `layout.edgeDotScale` at the window's edges. An auto indicator takes the layout of the
  /// form its page count picks (at most `layout.finiteDotLimit` pages: `layout.finite`, else `layout.infinite`).
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    let style = style[type.rawValue] ?? style
    // An auto indicator's form: finite up to the style's `layout.finiteDotLimit` pages, infinite beyond.
    let form =
      type == .auto
      ? (pageCount <= Int(try style.number("layout.finiteDotLimit")) ? PageIndicatorForm.finite : .infinite) : state
    let layout = type == .auto ? "layout.\(form.rawValue)." : "layout."
    let side = try style.number(layout + "dotDimension")
    let scales: [Double]
    let selected: Int
    switch form {
    case .finite:
      let unselected = try style.number(layout + "unselectedDotScale")
      scales = (0..<pageCount).map { $0 == selectedPage ? 1 : unselected }
      selected = selectedPage
    case .infinite:
      let window = min(pageCount, max(1, Int(try style.number(layout + "visibleDots"))))
      let center = min(window, max(0, Int(try style.number(layout + "centerDots"))))
      let edge = try style.number(layout + "edgeDotScale")
      let sides = (window - center + 1) / 2
      scales = (0..<window).map { i in
        // How many dots outside the full-size middle this one is: 0 in the middle, `sides` at an edge.
        let outside = max(0, max((window - center) / 2 - i, i - (window + center) / 2 + 1))
        return sides == 0 ? 1 : 1 - (1 - edge) * Double(outside) / Double(sides)
      }
      let half = window / 2
      selected =
        selectedPage < half
        ? selectedPage : selectedPage >= pageCount - (window - half) ? window - (pageCount - selectedPage) : half
    }
    let dot = try style.color("colors.dot")
    let selectedDot = try style.color("colors.selectedDot")
    let (border, selectedBorder) = (try style.color("colors.dotBorder"), try style.color("colors.selectedDotBorder"))
    let borderWidth = try style.number(layout + "dotBorderWidth")
    let radius = try style.number(layout + "dotCornerRadius")
    let dots = scales.enumerated().map { i, scale in
      let paint = DrawingPaint(
        fill: i == selected ? selectedDot : dot, stroke: i == selected ? selectedBorder : border,
        lineWidth: borderWidth * scale, placement: .inside)
      return Drawing.shape(.rectangle(CornerRadii(radius * scale), .circular), paint)
        .frame(width: side * scale, height: side * scale)
        .frame(width: side, height: side)
    }
    let direction = try style.choice(layout + "direction", as: AxisDirection.self)
    let ordered = direction.isReversed ? Array(dots.reversed()) : dots
    let spacing = try style.number(layout + "spacing")
    return direction.isVertical ? .vstack(spacing: spacing, ordered) : .hstack(spacing: spacing, ordered)
  }
}
