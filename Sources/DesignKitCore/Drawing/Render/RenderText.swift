import DesignKitValues

/// A line of text placed for painting: its color final, its anchor point and direction decided.
public struct RenderText: Sendable, Equatable {
  /// The text, as drawn (cased and cut already).
  public var string: String
  /// The font.
  public var font: Font
  /// The text's color, the opacity of the groups around it multiplied into its alpha.
  public var color: Color
  /// The anchor point's x: the line box's left edge, or its right edge in a right-to-left layout.
  public var x: Double
  /// The baseline's y.
  public var baseline: Double
  /// Which end of the text sits at `x`, in its reading direction.
  public var anchor: RenderTextAnchor
  /// Whether the run reads right to left (its first strong letter is Hebrew or Arabic, in a right-to-left layout), so
  /// its start is its right end.
  public var isRightToLeft: Bool
  /// The line box layout gave it.
  public var box: DrawingRect
}

/// Which end of a line of text sits at its anchor point, in the text's own reading direction (SVG's `text-anchor`).
public enum RenderTextAnchor: Sendable, Equatable {
  /// Its start: the left end of left-to-right text, the right end of right-to-left text.
  case start
  /// Its end: left-to-right text in a right-to-left layout ends at the box's right edge.
  case end
}

extension RenderText {
  /// `run` in its line box `rect` on `baseline`, inside groups whose opacities multiply to `alpha`; nil when it shows
  /// nothing (no letters, or no alpha).
  ///
  /// Text takes its direction from its first strong letter, as UIKit's natural direction does: Latin text in a
  /// right-to-left layout stays left to right (an ellipsis or a question mark at its end), anchored at the right.
  init?(_ run: TextRun, in rect: DrawingRect, baseline: Double, isRightToLeft layoutIsRightToLeft: Bool, alpha: Double)
  {
    let color = run.color.opacity(alpha)
    guard color.alpha > 0, !run.string.isEmpty else { return nil }
    let startsLeftToRight = Self.startsLeftToRight(run.string)
    self.init(
      string: run.string, font: run.font, color: color, x: layoutIsRightToLeft ? rect.x + rect.width : rect.x,
      baseline: baseline, anchor: layoutIsRightToLeft && startsLeftToRight ? .end : .start,
      isRightToLeft: layoutIsRightToLeft && !startsLeftToRight, box: rect)
  }

  /// Whether the first strong letter of `text` reads left to right (anything but Hebrew and Arabic scripts).
  static func startsLeftToRight(_ text: String) -> Bool {
    StyleEnvironment.LayoutDirection(readingOf: text) == .leftToRight
  }
}
