import DesignKitCore

extension VWrappedToggleButton: DrawableComponent {
  public static var galleryPreview: VWrappedToggleButton { VWrappedToggleButton(title: "Unread", icon: .envelope) }

  /// The icon and title on a background as wide as they are and at least `layout.minHeight` tall (a capsule with
  /// the default radius), off or on by its colors; its tappable area reaches `layout.hitBox` above and below.
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    let hitBox = try style.number("layout.hitBox")
    return try Drawing.toggleButtonLabel(title: title, icon: icon, style: style)
      .toggleButtonBackground(style: style, minHeight: try style.number("layout.minHeight"))
      .padding(ResolvedInsets(top: hitBox, left: 0, bottom: hitBox, right: 0))
  }
}
