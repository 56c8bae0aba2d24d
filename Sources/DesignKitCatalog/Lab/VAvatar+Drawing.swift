import DesignKitCore

extension VAvatar: DrawableComponent {
  public static var galleryPreview: VAvatar { VAvatar(name: "Ada Lovelace", size: .medium, status: .success) }

  /// The initials (sized by `layout.initialsScale`) on a placeholder circle of the size's dimension, and the status
  /// dot (`layout.statusScale` of it, ringed with `colors.statusBorder`) at the bottom trailing edge.
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    let side = try style.number("layout.dimensions.\(size.rawValue)")
    var font = try style.font("fonts.initials")
    font.size = side * (try style.number("layout.initialsScale"))
    var layers: [Drawing] = [
      .layers(
        [
          .shape(.circle, fill: try style.color("colors.placeholder")),
          .text(initials, font: font, color: try style.color("colors.initials")),
        ], alignment: .center)
    ]
    if let status {
      let dot = side * (try style.number("layout.statusScale"))
      layers.append(
        .shape(
          .circle,
          DrawingPaint(
            fill: try style.color("colors.status.\(status.rawValue)"), stroke: try style.color("colors.statusBorder"),
            lineWidth: try style.number("layout.statusBorderWidth"))
        )
        .frame(width: dot, height: dot))
    }
    return .layers(layers, alignment: DrawingAlignment(horizontal: .trailing, vertical: .bottom))
      .frame(width: side, height: side)
  }
}
