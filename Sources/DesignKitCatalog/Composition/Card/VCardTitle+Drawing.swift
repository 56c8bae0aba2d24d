import DesignKitCore

extension VCardTitle: DrawableComponent {
  public static var galleryPreview: VCardTitle { VCardTitle(text: "Notifications") }
}
