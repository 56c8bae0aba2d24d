import DesignKitCore

extension VToast: DrawableComponent {
  public static var galleryPreview: VToast { VToast(type: .success, state: .shown, text: "Changes saved") }
  /// One toast of each type, the warning with an icon of its own, the error's text long enough to wrap.
  public static var galleryPreviews: [VToast] {
    [
      VToast(type: .info, state: .shown, text: "Sync paused"), galleryPreview,
      VToast(type: .warning, state: .shown, text: "Storage almost full", icon: .tray),
      VToast(type: .error, state: .shown, text: "Couldn't upload 3 photos. Check your connection and try again."),
    ]
  }

  /// The type's model (`info`, `success`, `warning` or `error`) draws it: its icon (the toast's, else a circled sign;
  /// grown with the text, above it past `Drawing.stackingScale`) and the text (set by `fonts.textConfiguration`, at most `layout.maxWidthFraction` of the sample screen's width
  /// with the margins) inside `layout.margins`, on a `colors.background` rounded rectangle bordered in the type's
  /// color, under `layout.shadow` (`Drawing.surface`). It slides in from `layout.edgeOffset` beyond its edge
  /// (`misc.edge`) and fades in as it appears, and back out as it disappears: nothing visible once removed.
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    let field: KeyPath<Model, VToastTypeModel> =
      switch type {
      case .info: \.info
      case .success: \.success
      case .warning: \.warning
      case .error: \.error
      }
    let m = try Resolved<Model>(style)[dynamicMember: field]
    // The icon grows with the text beside it, as a symbol does.
    let scale = try m.fonts.text.dynamicTypeScale
    let side = try m.layout.iconDimension * scale
    // The icon's lines are as wide as the border, grown alike.
    let lineWidth = try m.layout.borderWidth * scale
    let icon = Drawing.shape(.icon(icon ?? Self.icon(type)), stroke: try m.colors.icon, lineWidth: lineWidth)
      .frame(width: side, height: side)
    let shape = DrawingShape.rounded(try m.layout.cornerRadius)
    let edge: DrawingTransition.Edge = try m.misc.edge == .bottom ? .bottom : .top
    let label = try Drawing.text(
      text, font: try m.fonts.text, color: try m.colors.text, configuration: try m.fonts.textConfiguration)
    let spacing = try m.layout.iconSpacing * scale
    // Past the label's stacking scale the grown icon sits above the text, so a long word keeps a line of its own.
    let content: Drawing =
      scale > Drawing.stackingScale
      ? .vstack(spacing: spacing, alignment: .leading, [icon, label]) : .hstack(spacing: spacing, [icon, label])
    return
      content
      .padding(try m.layout.margins)
      .frame(maxWidth: (try m.layout.screenWidth) * (try m.layout.maxWidthFraction))
      .background(
        .surface(
          shape, .surface(try m.colors.background, border: try m.colors.border, width: try m.layout.borderWidth),
          shadow: try m.layout.shadow)
      )
      .transition(DrawingTransition.move(edge: edge, distance: try m.layout.edgeOffset).combined(with: .opacity))
  }

  /// The type's icon: a circled "i", check mark, exclamation mark or cross.
  static func icon(_ kind: Kind) -> DrawingIcon {
    switch kind {
    case .info: .infoCircle
    case .success: .checkmarkCircle
    case .warning: .exclamationmarkCircle
    case .error: .xmarkCircle
    }
  }
}
