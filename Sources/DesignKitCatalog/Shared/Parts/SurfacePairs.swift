import DesignKitCore

extension ContrastPair {
  /// A surface at `path` against the canvas, or against `behind` over the canvas (the audit's surface check).
  static func surface(_ path: String = "colors.background", on behind: String? = nil) -> ContrastPair {
    ContrastPair(foreground: path, background: behind, content: .surface)
  }

  /// Presented content's surface against the page it covers, dimmed by `colors.dimming`.
  static var presentedSurface: ContrastPair { .surface(on: "colors.dimming") }

  /// A part that identifies a control or its state (a track, a border, a dot) against the canvas, or against
  /// `behind`: the audit's non-text check, 3:1.
  static func boundary(_ path: String, on behind: String? = nil) -> ContrastPair {
    ContrastPair(foreground: path, background: behind, content: .graphic)
  }
}
