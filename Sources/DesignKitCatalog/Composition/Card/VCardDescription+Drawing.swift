import DesignKitCore

extension CardDescriptionText {
  public static var galleryText: String { "Choose what you hear about and when, for every device you use." }
}
