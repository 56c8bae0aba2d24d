import DesignKitCore

extension VSideBar: DrawableComponent {
  public static var galleryPreview: VSideBar { VSideBar(label: "Menu") }

  /// Over a screen of `layout.screenSize` dimmed with `colors.dimming`, a full-height panel `layout.widthFraction`
  /// of the screen wide along the edge `misc.edge` names, its corners rounded by `layout.cornerRadius` (mirrored for a trailing
  /// panel; right to left as `layout.reversesCornersRightToLeft` says), with the content
  /// (the content slot, a paragraph as its placeholder) inside `layout.contentMargins`, its border and shadow under it
  /// (`Drawing.surface`). It slides in from its edge as
  /// it is presented, and back out as it is dismissed.
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    let m = Resolved<Model>(style)
    let screen = try m.layout.screenSize
    let width = screen.width * (try m.layout.widthFraction)
    let leading = try m.misc.edge == .leading
    // The radii are a leading panel's; a trailing one takes them mirrored.
    let shape = DrawingShape.corners(
      try m.layout.cornerRadius, reversesRightToLeft: try m.layout.reversesCornersRightToLeft,
      environment: environment
    ) { leading ? $0 : $0.mirrored }
    let sample = VText(type: .multiLine, text: "Places and tools")
    let panel = Drawing.content(placeholder: try .sample(sample, in: environment))
      .padding(try m.layout.contentMargins)
      .frame(width: width, fillsHeight: true, alignment: DrawingAlignment(horizontal: .leading, vertical: .top))
      .background(
        .surface(
          shape, .surface(try m.colors.background, border: try m.colors.border, width: try m.layout.borderWidth),
          shadow: try m.layout.shadow)
      )
      .transition(.move(edge: leading ? .leading : .trailing))
    return panel.overDimmedScreen(
      try m.layout.screenSize, dimming: try m.colors.dimming, alignment: leading ? .leading : .trailing)
  }
}
