import DesignKitCore

extension VRectangularCaptionButton: DrawableComponent {
  public static var galleryPreview: VRectangularCaptionButton {
    VRectangularCaptionButton(action: {}, icon: .squareAndArrowUp, title: "Share")
  }
  /// A caption with its own icon, one that shrinks onto one line and one that wraps onto its line limit.
  public static var galleryPreviews: [VRectangularCaptionButton] {
    [
      galleryPreview, VRectangularCaptionButton(action: {}, icon: .heart, title: "Add favourites", captionIcon: .plus),
      VRectangularCaptionButton(action: {}, icon: .photo, title: "Save the photo to your library"),
    ]
  }

  /// The square (`layout.rectangleSize`, `colors.rectangle`, a `colors.rectangleBorder` border inside, under
  /// `layout.shadow`) with the icon (`layout.iconDimension`, inside `layout.iconMargins`) centred on it and the focus
  /// ring outside; below it, `layout.rectangleCaptionSpacing` apart (at least clear of the focus ring), the caption: its icon in `colors.captionIcon`
  /// and title in `colors.caption`, at most `layout.captionMaxWidth` wide. The title takes one line, shrunk down to
  /// `layout.captionMinimumScaleFactor` of its font when that is enough, else wraps onto `layout.captionLineLimit`
  /// lines aligned by `layout.captionAlignment`, its longest word kept whole (`keepingWordsWhole`), shrunk further
  /// (to the same minimum scale in all) before what the line limit cannot hold is cut. The square, its
  /// icon and the caption each scaled per state (`layout.rectangleScale`, `layout.iconScale`, `layout.captionScale`),
  /// and the whole button by `layout.scale`.
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    let m = Resolved<Model>(style)
    let layout = try m.layout
    let colors = try m.colors
    let square = DrawingShape.rounded(try layout.rectangleCornerRadius)
    let paint = DrawingPaint.surface(
      try colors.rectangle, border: try colors.rectangleBorder, width: try layout.rectangleBorderWidth)
    let surface = Drawing.surface(square, paint, shadow: try layout.shadow)
    let size = try layout.rectangleSize
    let rectangle = Drawing.icon(icon, color: try colors.icon, side: try layout.iconDimension)
      .scaleEffect(try layout.iconScale)
      .padding(try layout.iconMargins)
      .frame(width: size.width, height: size.height)
      .background(surface.scaleEffect(try layout.rectangleScale))
      .focusRing(square, width: try layout.focusRingWidth, color: try colors.focusRing)
    let caption = try caption(style, environment).scaleEffect(try layout.captionScale)
    // The caption keeps clear of the focus ring, as a control's title does (`titled`): 8.1's 3 pt on watchOS would
    // put the ring's 5 pt reach over it.
    let clear =
      Drawing.ringReach(try layout.focusRingWidth) + LayoutCheck.minimumGap(besideTextOf: try m.fonts.caption.size)
    return Drawing.vstack(spacing: max(try layout.rectangleCaptionSpacing, clear), [rectangle, caption])
      .scaleEffect(try layout.scale)
  }

  /// The caption's icon and title (placed by `layout.captionIconPlacement`) at most `layout.captionMaxWidth` wide; whether the title fits one line is
  /// measured by `environment`'s measurer.
  private func caption(_ style: ResolvedStyle, _ environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    let m = Resolved<Model>(style)
    let maxWidth = try m.layout.captionMaxWidth
    let font = try m.fonts.caption
    let color = try m.colors.caption
    let alignment = (try m.layout.captionAlignment).horizontal
    let placement = try m.layout.captionIconPlacement
    // The caption's icon and spacing grow with its text, as a symbol beside text does.
    let spacing = font.scaledMetric(try m.layout.captionIconTitleSpacing)
    var iconWidth = 0.0
    var glyph: Drawing?
    if let captionIcon {
      let side = font.scaledMetric(try m.layout.captionIconDimension)
      if placement == .leading || placement == .trailing { iconWidth = side + spacing }
      glyph = .icon(captionIcon, color: try m.colors.captionIcon, side: side)
    }
    let minimumScale = try m.layout.captionMinimumScaleFactor
    var run: TextRun
    if environment.textMeasurer.width(of: title, font: font) * minimumScale <= maxWidth - iconWidth {
      run = TextRun(title, font: font, color: color, lineLimit: 1, alignment: alignment)
      run.minimumScaleFactor = minimumScale
    } else {
      let (wrapped, width) = Self.keepingWordsWhole(
        title, font: font, in: maxWidth - iconWidth, minimumScale: minimumScale, measurer: environment.textMeasurer)
      run = TextRun(
        title, font: wrapped, color: color, lineLimit: Int(try m.layout.captionLineLimit),
        alignment: alignment)
      // 8.1's caption (multi-line, 1…2 lines, minimum scale 0.75) shrinks what its line limit cannot hold before it
      // cuts it: the rest of the minimum scale the whole-word shrink left.
      run.minimumScaleFactor = min(1, minimumScale * font.size / wrapped.size)
      let label = glyph.map { Self.captionLabel($0, .text(run), placement: placement, spacing: spacing) }
      return (label ?? .text(run)).frame(maxWidth: width + iconWidth)
    }
    let label = glyph.map { Self.captionLabel($0, .text(run), placement: placement, spacing: spacing) } ?? .text(run)
    return label.frame(maxWidth: maxWidth)
  }

  /// The caption's glyph and title as `placement` puts them. Beside the title (leading, trailing) the glyph stays
  /// on the title's line at every Dynamic Type size, as 8.1's caption (an `HStack` of icon and title) and a SwiftUI
  /// `Label` do: the title wraps beside it (its width already leaves the glyph's room). Stacked above the title, a
  /// caption's glyph would read as a second icon under the square's.
  static func captionLabel(_ icon: Drawing, _ title: Drawing, placement: LabelPlacement, spacing: Double) -> Drawing {
    switch placement {
    case .leading: .hstack(spacing: spacing, [icon, title])
    case .trailing: .hstack(spacing: spacing, [title, icon])
    case .top, .bottom: .iconAndTitle(icon, title, placement: placement, spacing: spacing)
    }
  }

  /// The font and line width a wrapping caption takes so that its longest word stays whole, as iOS fits a caption:
  /// `font` shrunk just enough for the word to fit `width`, down to `minimumScale`; past that, the font at its
  /// minimum scale and the line widened to the word (a caption wider than its square beats "Sha|re").
  static func keepingWordsWhole(
    _ title: String, font: Font, in width: Double, minimumScale: Double, measurer: TextMeasurer
  ) -> (font: Font, width: Double) {
    let longest = title.split(separator: " ").map { measurer.width(of: String($0), font: font) }.max() ?? 0
    guard longest > width, longest > 0 else { return (font, width) }
    var shrunk = font
    let scale = max(minimumScale, width / longest)
    shrunk.size = font.size * scale
    // Measured again at the shrunk size: a measurer need not scale linearly.
    let word = title.split(separator: " ").map { measurer.width(of: String($0), font: shrunk) }.max() ?? 0
    return (shrunk, max(width, word.rounded(.up)))
  }
}
