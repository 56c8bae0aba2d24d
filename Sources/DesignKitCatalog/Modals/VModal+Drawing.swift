import DesignKitCore

extension VModal: DrawableComponent {
  public static var galleryPreview: VModal { VModal(title: "Settings") }
  /// The modal, then its close button in each of its other states.
  public static var galleryPreviews: [VModal] { closeButtonSamples(of: galleryPreview) }

  /// Over a screen of `layout.screenSize` dimmed with `colors.dimming`, a centred rounded sheet
  /// `layout.widthFraction` of the screen wide and at least `layout.heightFraction` of it tall (taller when Dynamic
  /// Type grows its content) with the header (title and close button) over the content (the content slot) inside
  /// `layout.contentMargins`, its border and shadow under it (`Drawing.surface`). It fades in from
  /// `layout.appearScale` as it is presented, and back out as it is dismissed.
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    let m = Resolved<Model>(style)
    let screen = try m.layout.screenSize
    let appearScale = try m.layout.appearScale
    let shape = DrawingShape.corners(
      try m.layout.cornerRadius, reversesRightToLeft: try m.layout.reversesCornersRightToLeft,
      environment: environment)
    let content = try Drawing.modalContent(
      sample: ["Notifications", "Privacy"], fonts: try m.fonts, header: try m.layout.header,
      colors: try m.colors.header,
      margins: try m.layout.contentMargins)
    let sheet = Drawing.vstack(
      spacing: 0,
      [
        try .containerHeader(
          title, fonts: try m.fonts, layout: try m.layout.header, colors: try m.colors.header,
          closeButton: try m.part(\.closeButton, in: closeButtonState.selection, environment: environment)), content,
      ]
    )
    .frame(
      width: screen.width * (try m.layout.widthFraction),
      minHeight: screen.height * (try m.layout.heightFraction)
    )
    .clipped(to: shape)
    .background(
      .surface(
        shape, .surface(try m.colors.background, border: try m.colors.border, width: try m.layout.borderWidth),
        shadow: try m.layout.shadow)
    )
    .transition(DrawingTransition.scale(appearScale).combined(with: .opacity))
    return sheet.overDimmedScreen(try m.layout.screenSize, dimming: try m.colors.dimming, alignment: .center)
  }
}
