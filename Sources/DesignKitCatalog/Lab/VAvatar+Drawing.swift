import DesignKitCore

extension VAvatar: DrawableComponent {
  public static var galleryPreview: VAvatar { VAvatar(name: "Ada Lovelace", size: .medium, status: .success) }
  /// Every size and every status, and a name of three words, so that `misc.maxInitials` shows.
  public static var galleryPreviews: [VAvatar] {
    [
      VAvatar(name: "Grace Brewster Hopper", size: .small, status: .info), galleryPreview,
      VAvatar(name: "Alan Turing", size: .large, status: .warning),
      VAvatar(name: "Katherine Johnson", size: .large, status: .error),
    ]
  }

  /// The initials (at most `misc.maxInitials`, sized by `layout.initialsScale`) on a placeholder circle of the size's dimension, and the status
  /// dot (`layout.statusScale` of it, ringed inside its edge with `colors.statusBorder`) at the bottom trailing edge; all at the state's `colors.opacity`.
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    let m = Resolved<Model>(style)
    let side = try m.layout.dimensions[VAvatarModel.Dimensions.field(size)]
    var font = try m.fonts.initials
    font.size = side * (try m.layout.initialsScale)
    var layers: [Drawing] = [
      .layers(
        [
          .shape(.circle, fill: try m.colors.placeholder),
          .text(
            initials(max: Int(try m.misc.maxInitials)), font: font,
            color: try m.colors.initials),
        ], alignment: .center)
    ]
    if let status {
      let dot = side * (try m.layout.statusScale)
      layers.append(
        .shape(
          .circle,
          DrawingPaint(
            fill: try m.colors.status[StatusColors.field(status)], stroke: try m.colors.statusBorder,
            lineWidth: try m.layout.statusBorderWidth, placement: .inside)
        )
        .frame(width: dot, height: dot))
    }
    return .layers(layers, alignment: DrawingAlignment(horizontal: .trailing, vertical: .bottom))
      .frame(width: side, height: side)
      .opacity(try m.colors.opacity)
  }
}
