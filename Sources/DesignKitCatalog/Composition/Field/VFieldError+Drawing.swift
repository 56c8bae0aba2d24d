import DesignKitCore

extension FieldErrorText {
  public static var galleryText: String { "Enter a valid email address" }
}
