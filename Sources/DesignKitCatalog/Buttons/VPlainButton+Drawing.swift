import DesignKitCore

extension PlainButtonRole {
  /// The label (`Drawing.buttonLabel`: the title, with its icon where it has one) in the content color (highlighted
  /// pressed, faded disabled) over its tappable area: `layout.hitBox` around it, filled with `colors.background` (clear
  /// by default), the focus ring outside.
  public static func drawing(title: String, icon: DrawingIcon?, style: ResolvedStyle) throws(Diagnostic) -> Drawing {
    try .textButton(title, icon: icon, Resolved<VPlainButtonModel>(style))
  }
}
