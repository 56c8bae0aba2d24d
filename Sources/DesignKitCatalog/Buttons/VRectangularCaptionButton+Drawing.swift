import DesignKitCore

extension VRectangularCaptionButton: DrawableComponent {
  public static var galleryPreview: VRectangularCaptionButton {
    VRectangularCaptionButton(action: {}, icon: .squareAndArrowUp, title: "Share", captionIcon: .link)
  }
  /// A caption that shrinks onto one line and one that wraps onto its line limit.
  public static var galleryPreviews: [VRectangularCaptionButton] {
    [
      galleryPreview, VRectangularCaptionButton(action: {}, icon: .heart, title: "Add favourites"),
      VRectangularCaptionButton(action: {}, icon: .photo, title: "Save the photo to your library"),
    ]
  }

  /// The square (`layout.rectangleSize`, `colors.rectangle`, a `colors.rectangleBorder` border inside) with the
  /// icon (`layout.iconDimension`, inside `layout.iconMargins`) centred on it and the focus ring outside; below it,
  /// `layout.rectangleCaptionSpacing` apart, the caption: its icon and title in `colors.caption`, at most
  /// `layout.captionMaxWidth` wide. The title takes one line, shrunk down to `layout.captionMinimumScaleFactor` of
  /// its font when that is enough, else wraps onto `layout.captionLineLimit` lines aligned by
  /// `layout.captionAlignment`. The whole button scaled per state.
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    let m = Resolved<Model>(style)
    let square = try DrawingShape.rounded("layout.rectangleCornerRadius", style: style)
    let side = try m.layout.iconDimension
    let rectangle = try Drawing.icon(icon, style: style, color: "colors.icon", side: side)
      .padding(try m.layout.iconMargins)
      .frame(
        width: try m.layout.rectangleSize.width, height: try m.layout.rectangleSize.height
      )
      .background(
        .shape(
          square,
          DrawingPaint(
            fill: try m.colors.rectangle, stroke: try m.colors.rectangleBorder,
            lineWidth: try m.layout.rectangleBorderWidth, placement: .inside))
      )
      .focusRing(square, style: style)
    return try Drawing.vstack(
      spacing: try m.layout.rectangleCaptionSpacing, [rectangle, caption(style, environment)]
    )
    .scaleEffect(try m.layout.scale)
  }

  /// The caption's icon and title in a row at most `layout.captionMaxWidth` wide; whether the title fits one line is
  /// measured by `environment`'s measurer.
  private func caption(_ style: ResolvedStyle, _ environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    let m = Resolved<Model>(style)
    let maxWidth = try m.layout.captionMaxWidth
    let font = try m.fonts.caption
    let color = try m.colors.caption
    let alignment = (try m.layout.captionAlignment).horizontal
    var iconWidth = 0.0
    var parts: [Drawing] = []
    if let captionIcon {
      let side = try m.layout.captionIconDimension
      iconWidth = side + (try m.layout.captionIconTitleSpacing)
      parts.append(try .icon(captionIcon, style: style, color: color, side: side))
    }
    let minimumScale = try m.layout.captionMinimumScaleFactor
    var run: TextRun
    if environment.textMeasurer.width(of: title, font: font) * minimumScale <= maxWidth - iconWidth {
      run = TextRun(title, font: font, color: color, lineLimit: 1, alignment: alignment)
      run.minimumScaleFactor = minimumScale
    } else {
      run = TextRun(
        title, font: font, color: color, lineLimit: Int(try m.layout.captionLineLimit),
        alignment: alignment)
    }
    parts.append(.text(run))
    return Drawing.hstack(spacing: try m.layout.captionIconTitleSpacing, parts)
      .frame(maxWidth: maxWidth)
  }
}
