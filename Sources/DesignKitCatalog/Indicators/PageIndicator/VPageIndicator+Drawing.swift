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

  /// A row or column of dots `layout.spacing` apart, first page to last in `layout.direction`. The selected page's
  /// dot is `layout.selectedDotWidth` × `layout.selectedDotHeight` (finite) with `layout.selectedDotCornerRadius`
  /// corners, in `colors.selectedDot` with a `layout.selectedDotBorderWidth` border in `colors.selectedDotBorder`; the
  /// others are `layout.dotWidth` × `layout.dotHeight` with `layout.dotCornerRadius` corners, in `colors.dot` with a
  /// `layout.dotBorderWidth` border in `colors.dotBorder`. Finite: a dot per page, a wider selected dot drawn as a
  /// bar. Infinite: a window of `layout.visibleDots` `layout.dotWidth` × `layout.dotHeight` slots around the selected
  /// page, `layout.centerDots` at full size and the others (radius and border with them) shrinking towards
  /// `layout.edgeDotScale` at the window's edges. An auto indicator takes the layout of the form its page count picks
  /// (at most `layout.finiteDotLimit` pages: `layout.finite`, else `layout.infinite`).
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    let model = Resolved<Model>(style)
    let colors: Resolved<PageIndicatorColors>
    let layout: DotLayout
    switch type {
    case .finite:
      let m = model.has(\.finite) ? try model.finite : Resolved(style)
      (colors, layout) = (try m.colors, try DotLayout(try m.layout))
    case .infinite:
      let m = model.has(\.infinite) ? try model.infinite : Resolved(style)
      (colors, layout) = (try m.colors, try DotLayout(try m.layout))
    case .auto:
      let m = model.has(\.auto) ? try model.auto : Resolved(style)
      let auto = try m.layout
      // An auto indicator's form: finite up to the style's `layout.finiteDotLimit` pages, infinite beyond.
      colors = try m.colors
      layout =
        try pageCount <= auto.finiteDotLimit ? try DotLayout(try auto.finite) : try DotLayout(try auto.infinite)
    }
    let scales: [Double]
    let selected: Int
    switch layout.form {
    case .finite:
      scales = Array(repeating: 1, count: pageCount)
      selected = selectedPage
    case .infinite(let visibleDots, let centerDots, let edge):
      let window = min(pageCount, max(1, visibleDots))
      let center = min(window, max(0, centerDots))
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
    let looks = (
      deselected: (try colors.dot, try colors.dotBorder),
      selected: (try colors.selectedDot, try colors.selectedDotBorder)
    )
    let dots = scales.enumerated().map { i, scale in
      let dot = i == selected ? layout.selected : layout.deselected
      let (fill, border) = i == selected ? looks.selected : looks.deselected
      let paint = DrawingPaint(fill: fill, stroke: border, lineWidth: dot.borderWidth * scale, placement: .inside)
      return Drawing.shape(.rectangle(CornerRadii(dot.cornerRadius * scale), .circular), paint)
        .frame(width: dot.width * scale, height: dot.height * scale)
        .frame(width: dot.width, height: dot.height)
    }
    let ordered = layout.direction.isReversed ? Array(dots.reversed()) : dots
    let spacing = layout.spacing
    return layout.direction.isVertical ? .vstack(spacing: spacing, ordered) : .hstack(spacing: spacing, ordered)
  }
}

/// The dots of one form, read from its layout: the fields the finite and infinite layouts share, and each one's own.
private struct DotLayout {
  /// What the form's own fields say.
  enum Form {
    /// A dot per page.
    case finite
    /// A window of dots, the middle ones at full size, the others shrinking towards the edge scale.
    case infinite(visibleDots: Int, centerDots: Int, edgeDotScale: Double)
  }

  /// One selection state's dot at full size.
  struct Dot {
    var width: Double
    var height: Double
    var cornerRadius: Double
    var borderWidth: Double
  }

  var direction: AxisDirection
  var spacing: Double
  var deselected: Dot
  var selected: Dot
  var form: Form

  init(_ layout: Resolved<PageIndicatorFiniteLayout>) throws(Diagnostic) {
    (direction, spacing) = (try layout.direction, try layout.spacing)
    deselected = Dot(
      width: try layout.dotWidth, height: try layout.dotHeight, cornerRadius: try layout.dotCornerRadius,
      borderWidth: try layout.dotBorderWidth)
    selected = Dot(
      width: try layout.selectedDotWidth, height: try layout.selectedDotHeight,
      cornerRadius: try layout.selectedDotCornerRadius, borderWidth: try layout.selectedDotBorderWidth)
    form = .finite
  }

  init(_ layout: Resolved<PageIndicatorInfiniteLayout>) throws(Diagnostic) {
    (direction, spacing) = (try layout.direction, try layout.spacing)
    let (width, height) = (try layout.dotWidth, try layout.dotHeight)
    deselected = Dot(
      width: width, height: height, cornerRadius: try layout.dotCornerRadius, borderWidth: try layout.dotBorderWidth)
    selected = Dot(
      width: width, height: height, cornerRadius: try layout.selectedDotCornerRadius,
      borderWidth: try layout.selectedDotBorderWidth)
    form = .infinite(
      visibleDots: try layout.visibleDots, centerDots: try layout.centerDots, edgeDotScale: try layout.edgeDotScale)
  }
}
