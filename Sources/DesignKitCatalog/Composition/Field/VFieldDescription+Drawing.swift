import DesignKitCore

extension FieldDescriptionText {
  public static var galleryText: String { "We never share your email" }
}
