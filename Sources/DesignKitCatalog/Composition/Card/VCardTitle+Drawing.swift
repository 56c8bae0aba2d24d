import DesignKitCore

extension CardTitleText {
  public static var galleryText: String { "Notifications" }
}
