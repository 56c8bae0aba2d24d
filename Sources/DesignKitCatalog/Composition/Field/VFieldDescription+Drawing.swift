import DesignKitCore

extension VFieldDescription: DrawableComponent {
  public static var galleryPreview: VFieldDescription { VFieldDescription(text: "We never share your email") }
}
