import DesignKitCore

extension VFieldError: DrawableComponent {
  public static var galleryPreview: VFieldError { VFieldError(text: "Enter a valid email address") }
}
