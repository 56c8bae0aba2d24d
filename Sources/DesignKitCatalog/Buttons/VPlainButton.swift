import DesignKitCore

/// A borderless button: a title in the accent color that darkens while pressed (lightens in dark mode).
///
/// `VPlainButton(action: { skip() }, title: "Skip")`
public typealias VPlainButton = TitledPressButton<PlainButtonRole>

/// What makes a `TitledPressButton` the plain button: the text buttons' model (`VPlainButtonModel`), the title's
/// contrast alone and a borderless drawing.
public enum PlainButtonRole: TitledButtonRole {
  public typealias ButtonModel = VPlainButtonModel
  public static var modelName: String { "VPlainButtonModel" }
  public static var contrastPairs: [ContrastPair] { [ContrastPair(foreground: "colors.content")] }
  public static var gallerySamples: [(title: String, icon: DrawingIcon?)] {
    [("Learn more", nil), ("Learn more", .infoCircle)]
  }
}
