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
  /// `layout.loaderSpacing` after the title (an equal gap before it keeps the title centred; where that does not fit
  /// the width, no gap before it, and where that does not either, the spinner half as far under the title); the
  /// background's border, shadow and focus ring, the label and the background each scaled per state (`buttonBackground`).
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    let m = Resolved<Model>(style)
    let layout = try m.layout
    let colors = try m.colors
    let color = try colors.title
    var label = try Drawing.buttonLabel(
      title, icon: icon, fonts: try m.fonts, color: color, iconColor: try colors.icon, layout: try layout.label)
    if isLoading {
      let side = try layout.loaderDimension
      let spinner = Drawing.shape(
        .arc(startAngle: 0, endAngle: 270), stroke: color, lineWidth: side * Drawing.iconStrokeFraction
      )
      .frame(width: side, height: side)
      .turning()
      let spacing = try layout.loaderSpacing
      // Where the centred title does not fit (a watch's alert button), it gives up the gap before it, then the
      // spinner goes under it.
      label = .fitting([
        .hstack(spacing: spacing, [Drawing.empty.frame(width: side), label, spinner]),
        .hstack(spacing: spacing, [label, spinner]), .vstack(spacing: spacing / 2, [label, spinner]),
      ])
    }
    return
      label
      .opacity(try colors.titleOpacity)
      .padding(try layout.contentMargins)
      .frame(minHeight: try layout.minHeight, fillsWidth: true)
      .buttonBackground(
        .rounded(try layout.cornerRadius, try layout.cornerStyle),
        .surface(try colors.background, border: try colors.border, width: try layout.borderWidth),
        shadow: try layout.shadow, ringWidth: try layout.focusRingWidth, ringColor: try colors.focusRing,
        labelScale: try layout.labelScale, backgroundScale: try layout.backgroundScale)
  }
}
