import DesignKitCore

extension VPrimaryButton: DrawableComponent {
  public static var galleryPreview: VPrimaryButton { VPrimaryButton(action: {}, title: "Continue") }
  /// The button idle and loading, so the spinner and its spacing show.
  public static var galleryPreviews: [VPrimaryButton] {
    [galleryPreview, VPrimaryButton(action: {}, title: "Saving", isLoading: true)]
  }

  /// The title centred in a full-width rounded background that grows with Dynamic Type past its height; while
  /// loading, a `layout.loaderDimension` spinner in the title's color, `layout.loaderSpacing` after the title (an
  /// equal gap before it keeps the title centred); the background's border, shadow and focus ring, the label
  /// and the background each scaled per state (`buttonBackground`).
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    let font = try style.font("fonts.title")
    let color = try style.color("colors.title")
    var label = Drawing.text(title, font: font, color: color)
    if isLoading {
      let side = try style.number("layout.loaderDimension")
      let spinner = Drawing.shape(
        .arc(startAngle: 0, endAngle: 270), stroke: color, lineWidth: side * Drawing.iconStrokeFraction
      )
      .frame(width: side, height: side)
      .turning()
      label = .hstack(
        spacing: try style.number("layout.loaderSpacing"), [Drawing.empty.frame(width: side), label, spinner])
    }
    return
      try label
      .opacity(try style.number("colors.titleOpacity"))
      .padding(try style.insets("layout.contentMargins"))
      .frame(minHeight: try style.number("layout.minHeight"), fillsWidth: true)
      .buttonBackground(style: style)
  }
}
