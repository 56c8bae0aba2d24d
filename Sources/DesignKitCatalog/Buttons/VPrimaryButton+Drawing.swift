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
  /// `layout.loaderSpacing` after the title (an equal gap before it keeps the title centred, where the title still
  /// fits beside both); the background's
  /// border, shadow and focus ring, the label and the background each scaled per state (`buttonBackground`).
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
      // Where the balancing gap leaves the title too little room (a watch's button), the title gives it up.
      let spacing = try layout.loaderSpacing
      label = .fitting([
        .hstack(spacing: spacing, [Drawing.empty.frame(width: side), label, spinner]),
        .hstack(spacing: spacing, [label, spinner]),
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
