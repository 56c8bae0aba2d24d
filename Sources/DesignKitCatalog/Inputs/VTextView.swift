import DesignKitCore

/// A multi-line text input whose height follows its line count: tall enough for `layout.minLineCount` lines, growing
/// to `layout.maxLineCount`, then scrolling; with the validation highlight of `VTextField`.
///
/// `VTextView(placeholder: "Notes", text: notes, onChange: { notes = $0 })`
public typealias VTextView = TextInput<VTextViewRole>

extension VTextViewRole: TextInputRole {
  public static var contrastPairs: [ContrastPair] {
    [
      ContrastPair(foreground: "colors.text", background: "colors.background", content: .text(font: "fonts.text")),
      ContrastPair(
        foreground: "colors.placeholder", background: "colors.background", content: .text(font: "fonts.placeholder")),
      .boundary("colors.border"), .boundary("colors.border", on: "colors.background"),
    ]
  }
  public static var targetSize: TargetSize { TargetSize(height: "layout.minHeight") }
  public static var machineSettings: [String] { ["misc.hasClearButton", "misc.maxLength", "misc.characters"] }
  public static var announcesValidation: Bool { true }
  /// A text view with several lines of text, and an empty one showing its placeholder.
  public static var gallerySamples: [(placeholder: String, text: String)] {
    [
      ("Notes", "Pick up the keys from the front desk before noon, then meet the others at the station by the river."),
      ("Add a comment", ""),
    ]
  }
}
