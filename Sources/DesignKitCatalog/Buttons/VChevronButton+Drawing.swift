import DesignKitCore

extension VChevronButton: DrawableComponent {
  public static var galleryPreview: VChevronButton { VChevronButton(direction: .right, action: {}) }

  /// A chevron pointing in `direction` on a filled circle; the focus ring outside.
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    let icon: DrawingIcon =
      switch direction {
      case .left: .chevronBackward
      case .right: .chevronForward
      case .up: .chevronUp
      case .down: .chevronDown
      }
    return try Drawing.roundIconButton(icon, Resolved<Model>(style))
  }
}
