import DesignKitValues

/// A text (or other foreground) color and what it is drawn on, by paths in a component's resolved style.
public struct ContrastPair: Sendable, Equatable {
  /// What the foreground is, which decides the contrast it needs (WCAG 2.2 SC 1.4.3 and 1.4.11).
  public enum Content: Sendable, Equatable {
    /// Text in the font at the path `font` (nil: a size the audit cannot see, checked as normal text); large text
    /// (18 pt, or 14 pt bold) needs less contrast.
    case text(font: String?)
    /// A graphic that identifies the control or its state (a border, an icon, a toggle's thumb); a state that draws
    /// it fully transparent does not show it and is not checked.
    case graphic
    /// A surface (a card, a sheet, a menu) against what lies behind it; a clear surface is not checked.
    case surface
  }

  /// The foreground color's path (`colors.title`), or the surface's.
  public var foreground: String
  /// The background color's path, or nil when the component draws on the canvas.
  public var background: String?
  /// The opacity applied to the foreground (`colors.titleOpacity`), if any.
  public var foregroundOpacity: String?
  /// The color under the component when `background` is nil or translucent; nil: the theme's canvas.
  public var canvas: AdaptiveColor?
  /// What the foreground is.
  public var content: Content

  /// Creates a pair.
  public init(
    foreground: String, background: String? = nil, foregroundOpacity: String? = nil,
    canvas: AdaptiveColor? = nil, content: Content = .text(font: nil)
  ) {
    self.foreground = foreground
    self.background = background
    self.foregroundOpacity = foregroundOpacity
    self.canvas = canvas
    self.content = content
  }
}

/// The paths of a control's tappable size; a nil width means the control fills its container.
public struct TargetSize: Sendable, Equatable {
  /// The width's path, or nil when the control is as wide as its container.
  public var width: String?
  /// The height's path.
  public var height: String
  /// The path of a margin the tappable area adds on each side (a checkbox's hit box), if any.
  public var margin: String?

  /// Creates target size paths.
  public init(width: String? = nil, height: String, margin: String? = nil) {
    self.width = width
    self.height = height
    self.margin = margin
  }

  /// Every path, for checks that they resolve.
  public var paths: [String] { [width, height, margin].compactMap { $0 } }
}
