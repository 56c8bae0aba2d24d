import DesignKitCore

extension VPrimaryButton: DrawableComponent {
  public static var galleryPreview: VPrimaryButton { VPrimaryButton(action: {}, title: "Continue") }
  /// The button idle, with an icon and loading, so the icon, the spinner and their spacing show.
  public static var galleryPreviews: [VPrimaryButton] {
    [
      galleryPreview, VPrimaryButton(action: {}, title: "Share", icon: .squareAndArrowUp),
      VPrimaryButton(action: {}, title: "Saving", isLoading: true),
    ]
  }

  /// The label (title and icon, `Drawing.buttonLabel`) centred in a full-width rounded background that grows with
  /// Dynamic Type past its height; while loading, a `layout.loaderDimension` spinner in the title's color,
  /// `layout.loaderSpacing` after the title (an equal gap before it keeps the title centred); the background's
  /// border, shadow and focus ring, the label and the background each scaled per state (`buttonBackground`).
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    let m = Resolved<Model>(style)
    let color = try m.colors.title
    var label = try Drawing.buttonLabel(title, icon: icon, color: "colors.title", style: style)
    if isLoading {
      let side = try m.layout.loaderDimension
      let spinner = Drawing.shape(
        .arc(startAngle: 0, endAngle: 270), stroke: color, lineWidth: side * Drawing.iconStrokeFraction
      )
      .frame(width: side, height: side)
      .turning()
      label = .hstack(
        spacing: try m.layout.loaderSpacing, [Drawing.empty.frame(width: side), label, spinner])
    }
    return
      try label
      .opacity(try m.colors.titleOpacity)
      .padding(try m.layout.contentMargins)
      .frame(minHeight: try m.layout.minHeight, fillsWidth: true)
      .buttonBackground(style: style)
  }
}
