import DesignKitCore

extension VCardDescription: DrawableComponent {
  public static var galleryPreview: VCardDescription {
    VCardDescription(text: "Choose what you hear about and when, for every device you use.")
  }
}
