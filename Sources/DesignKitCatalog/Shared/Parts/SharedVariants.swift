import DesignKitCore

extension ModelVariant {
  /// VComponents 8's `systemBackgroundColor` variant of a raised surface (an accordion, a sheet): `edit` paints the
  /// model's background in the screen's background color (`Palette.canvas`), in the model's own color type.
  static func systemBackgroundColor(_ edit: @escaping @Sendable (inout Model) -> Void) -> Self {
    ModelVariant("systemBackgroundColor", "The screen's background color instead of the raised layer's.", edit: edit)
  }
}
