import DesignKitCore

extension VSheet: DrawableComponent {
  public static var galleryPreview: VSheet { VSheet() }

  /// A content slot inside `layout.contentMargins`, as wide as offered, on `colors.background` with each corner's
  /// `layout.cornerRadius` on the corners `layout.roundedCorners` names (right to left as
  /// `layout.reversesCornersRightToLeft` says), bordered `layout.borderWidth` wide in
  /// `colors.border`, under `layout.shadow`, clipped to that shape when `misc.clipsContent`; the placeholder is a short
  /// paragraph, disabled with the sheet.
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    try Self.sheet(
      Drawing.content(
        placeholder: try .sample(
          VText(type: .multiLine, text: "A sheet holds related content on a rounded layer."), in: environment,
          disabled: state == .disabled)),
      style: style, environment: environment)
  }

  /// `content` on a sheet drawn in `style` (its own, or a list's `sheet` groups): inside `layout.contentMargins`, as
  /// wide as offered, on `colors.background` in the sheet's shape with its `layout.borderWidth` border under
  /// `layout.shadow`, clipped to it when `misc.clipsContent`.
  static func sheet(_ content: Drawing, style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic)
    -> Drawing
  {
    let m = Resolved<Model>(style)
    let shape = try shape(style: style, environment: environment)
    let sheet = content.padding(try m.layout.contentMargins)
      .frame(fillsWidth: true, alignment: .leading)
    let clipped = try m.misc.clipsContent ? sheet.clipped(to: shape) : sheet
    let paint = DrawingPaint.surface(
      try m.colors.background, border: try m.colors.border, width: try m.layout.borderWidth)
    return clipped.background(.surface(shape, paint, shadow: try m.layout.shadow))
  }

  /// The background of a sheet drawn in `style` (its own, or a list's `sheet` child model): each corner's
  /// `layout.cornerRadius` on the corners `layout.roundedCorners` names, square elsewhere.
  static func shape(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> DrawingShape {
    let layout = try Resolved<Model>(style).layout
    let corners = try layout.roundedCorners
    return DrawingShape.corners(
      try layout.cornerRadius, reversesRightToLeft: try layout.reversesCornersRightToLeft, environment: environment
    ) { r in
      switch corners {
      case .all: r
      case .top: CornerRadii(topLeading: r.topLeading, topTrailing: r.topTrailing, bottomTrailing: 0, bottomLeading: 0)
      case .bottom:
        CornerRadii(topLeading: 0, topTrailing: 0, bottomTrailing: r.bottomTrailing, bottomLeading: r.bottomLeading)
      case .none: CornerRadii(0)
      }
    }
  }
}
