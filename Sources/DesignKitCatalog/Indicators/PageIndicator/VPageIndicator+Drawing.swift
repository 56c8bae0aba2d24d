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
    let side = layout.dotDimension
    let scales: [Double]
    let selected: Int
    switch layout.form {
    case .finite(let unselected):
      scales = (0..<pageCount).map { $0 == selectedPage ? 1 : unselected }
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
    let dot = try colors.dot
    let selectedDot = try colors.selectedDot
    let (border, selectedBorder) = (try colors.dotBorder, try colors.selectedDotBorder)
    let dots = scales.enumerated().map { i, scale in
      let paint = DrawingPaint(
        fill: i == selected ? selectedDot : dot, stroke: i == selected ? selectedBorder : border,
        lineWidth: layout.dotBorderWidth * scale, placement: .inside)
      return Drawing.shape(.rectangle(CornerRadii(layout.dotCornerRadius * scale), .circular), paint)
        .frame(width: side * scale, height: side * scale)
        .frame(width: side, height: side)
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
    /// A dot per page, the unselected ones scaled.
    case finite(unselectedDotScale: Double)
    /// A window of dots, the middle ones at full size, the others shrinking towards the edge scale.
    case infinite(visibleDots: Int, centerDots: Int, edgeDotScale: Double)
  }

  var direction: AxisDirection
  var dotDimension: Double
  var dotCornerRadius: Double
  var dotBorderWidth: Double
  var spacing: Double
  var form: Form

  init(_ layout: Resolved<PageIndicatorFiniteLayout>) throws(Diagnostic) {
    (direction, dotDimension) = (try layout.direction, try layout.dotDimension)
    (dotCornerRadius, dotBorderWidth, spacing) = (
      try layout.dotCornerRadius, try layout.dotBorderWidth, try layout.spacing
    )
    form = .finite(unselectedDotScale: try layout.unselectedDotScale)
  }

  init(_ layout: Resolved<PageIndicatorInfiniteLayout>) throws(Diagnostic) {
    (direction, dotDimension) = (try layout.direction, try layout.dotDimension)
    (dotCornerRadius, dotBorderWidth, spacing) = (
      try layout.dotCornerRadius, try layout.dotBorderWidth, try layout.spacing
    )
    form = .infinite(
      visibleDots: try layout.visibleDots, centerDots: try layout.centerDots, edgeDotScale: try layout.edgeDotScale)
  }
}
