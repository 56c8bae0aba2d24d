import DesignKitCore

extension VFetchingAsyncImage: DrawableComponent {
  public static var galleryPreview: VFetchingAsyncImage {
    VFetchingAsyncImage(source: "lake", label: "Mountain lake")
  }

  /// A frame of the content's size (taller when Dynamic Type grows the retry title) with `layout.cornerRadius` corners, filled with `colors.placeholder`: empty, it
  /// shows the placeholder alone; loading, a `layout.loadingIndicatorDimension` spinner (`colors.loadingIndicator`);
  /// failed, the failure icon (`layout.failureIconDimension`, `colors.failureIcon`) over the retry button's title,
  /// `layout.failureSpacing` apart. The image (a sample photo, 3:2, standing in for what the host fetched) lies over
  /// the placeholder at the phase's `colors.imageOpacity`, fitted into the frame or covering it as
  /// `layout.contentMode` says.
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    let m = Resolved<Model>(style)
    let shape = DrawingShape.roundedRectangle(cornerRadius: try m.layout.cornerRadius, style: .continuous)
    let aspect = 3.0 / 2
    let covers = try m.layout.contentMode == .fill
    let widthFirst = (size.width / size.height > aspect) == covers
    let imageSize =
      widthFirst
      ? Size(width: size.width, height: size.width / aspect) : Size(width: size.height * aspect, height: size.height)
    let picture = Drawing.layers(
      [
        .shape(shape, fill: try m.colors.placeholder),
        Self.samplePhoto(imageSize).opacity(try m.colors.imageOpacity),
      ],
      alignment: .center
    )
    .frame(width: size.width, minHeight: size.height, fillsHeight: true)
    .clipped(to: shape)
    var status = Drawing.empty
    switch state {
    case .empty, .loaded: break
    case .loading:
      let side = try m.layout.loadingIndicatorDimension
      status =
        (Drawing.shape(
          .arc(startAngle: 0, endAngle: 270), stroke: try m.colors.loadingIndicator,
          lineWidth: side * Drawing.iconStrokeFraction
        )
        .frame(width: side, height: side)
        .turning())
    case .failed:
      let side = try m.layout.failureIconDimension
      status =
        (.vstack(
          spacing: try m.layout.failureSpacing,
          [
            .icon(.exclamationmarkTriangle, color: try m.colors.failureIcon, side: side),
            .text(
              retryTitle, font: try m.fonts.retryTitle, color: try m.colors.retryTitle,
              lineLimit: 1),
          ]))
    }
    // The status sits in a frame of its own, so that the photo a fill crops is not counted as cut text.
    return status.frame(width: size.width, minHeight: size.height).background(picture)
  }

  /// The image a host's fetch stands for in drawings: a lake under hills and the sun, in its own colors.
  static func samplePhoto(_ size: Size) -> Drawing {
    Drawing.layers(
      [
        .shape(DrawingShape.rectangle(CornerRadii(0), .continuous), fill: Color(hex: 0x8E_C5_E8)),
        .shape(.circle, fill: Color(hex: 0xF7_C9_48)).frame(width: size.height / 4, height: size.height / 4)
          .offset(x: size.width / 5, y: -size.height / 5),
        .shape(.circle, fill: Color(hex: 0x6F_B5_80)).frame(width: size.width * 0.8, height: size.width * 0.8)
          .offset(x: size.width * 0.3, y: size.height * 0.6),
        .shape(.circle, fill: Color(hex: 0x4F_9D_69)).frame(width: size.width * 0.9, height: size.width * 0.9)
          .offset(x: -size.width * 0.25, y: size.height * 0.62),
        .shape(DrawingShape.rectangle(CornerRadii(0), .continuous), fill: Color(hex: 0x3B_7E_B5))
          .frame(width: size.width, height: size.height / 4).offset(y: size.height * 3 / 8),
      ],
      alignment: .center
    )
    .frame(width: size.width, height: size.height)
  }
}
