import DesignKitCore

/// The bare single-line text input the text field builds on: text and placeholder, no decoration.
///
/// `VBaseTextField(placeholder: "Name", text: "Ada", onChange: { name = $0 })`
public typealias VBaseTextField = TextInput<VBaseTextFieldRole>

extension VBaseTextFieldRole: TextInputRole {
  public static var contrastPairs: [ContrastPair] {
    [ContrastPair(foreground: "colors.text"), ContrastPair(foreground: "colors.placeholder")]
  }
  public static var targetSize: TargetSize { TargetSize(height: "layout.minimumHeight") }
  public static var machineSettings: [String] { TextInputBehavior.machineSettings(under: "misc") }
  /// The bare field draws no validation highlight, so its value is its text alone.
  public static var announcesValidation: Bool { false }
  /// A field with text, and an empty one showing its placeholder.
  public static var gallerySamples: [(placeholder: String, text: String)] { [("Search", "Lisbon"), ("City", "")] }
}
