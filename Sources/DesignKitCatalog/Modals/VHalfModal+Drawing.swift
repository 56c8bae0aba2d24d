import DesignKitCore

extension VHalfModal: DrawableComponent {
  public static var galleryPreview: VHalfModal {
    VHalfModal(title: "Filters", containerHeight: nil)
  }
  /// The half modal, then its close button in each of its other states.
  public static var galleryPreviews: [VHalfModal] { closeButtonSamples(of: galleryPreview) }

  /// Over a screen of `layout.screenSize` dimmed with `colors.dimming`, a sheet from the bottom edge, centred and
  /// `layout.widthFraction` of the screen wide, as tall as its detent (`layout.minHeight`, `idealHeight` or
  /// `maxHeight` of the screen, each the environment's platform's; taller only when Dynamic Type makes the
  /// handle and header alone taller), its top corners rounded: the drag handle, the header (title and close button)
  /// and the content (the content slot), which scrolls in the rest of the sheet when it is taller; its border and
  /// shadow under it (`Drawing.surface`). It slides up from the bottom edge as it is presented, and back down as it is
  /// dismissed.
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    let m = Resolved<Model>(style)
    let screen = try m.layout.screenSize
    let detent: KeyPath<VHalfModalModel.Layout, PlatformTable<Opacity>> =
      switch state.detent {
      case .min: \.minHeight
      case .ideal: \.idealHeight
      case .max: \.maxHeight
      }
    let height = screen.height * (try m.layout[detent])
    let r = try m.layout.cornerRadius
    let shape = DrawingShape.rectangle(
      CornerRadii(topLeading: r, topTrailing: r, bottomTrailing: 0, bottomLeading: 0), .continuous)
    let handleShape = DrawingShape.rectangle(
      CornerRadii(try m.layout.resizeIndicatorCornerRadius), .circular)
    let handle = Drawing.shape(handleShape, fill: try m.colors.resizeIndicator)
      .frame(
        width: try m.layout.resizeIndicatorSize.width,
        height: try m.layout.resizeIndicatorSize.height
      )
      .padding(try m.layout.resizeIndicatorMargin)
    let content = try Drawing.modalContent(
      sample: ["Price", "Distance", "Rating"], fonts: try m.fonts, header: try m.layout.header,
      colors: try m.colors.header, margins: try m.layout.contentMargins
    ).scrolling()
    let sheet = Drawing.vstack(
      spacing: 0,
      [
        handle,
        try .containerHeader(
          title, fonts: try m.fonts, layout: try m.layout.header, colors: try m.colors.header,
          closeButton: try m.part(\.closeButton, in: closeButtonState.selection, environment: environment)),
        content,
      ]
    )
    .frame(width: screen.width * (try m.layout.widthFraction), minHeight: height)
    .clipped(to: shape)
    .background(
      .surface(
        shape, .surface(try m.colors.background, border: try m.colors.border, width: try m.layout.borderWidth),
        shadow: try m.layout.shadow)
    )
    .transition(.move(edge: .bottom))
    return sheet.overDimmedScreen(
      try m.layout.screenSize, dimming: try m.colors.dimming,
      alignment: DrawingAlignment(horizontal: .center, vertical: .bottom))
  }
}
