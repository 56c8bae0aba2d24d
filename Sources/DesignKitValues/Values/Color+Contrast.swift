/// WCAG 2.x contrast thresholds.
public enum ContrastThreshold {
  /// Body text, level AA (4.5:1).
  public static let text = 4.5
  /// Large text (18 pt, or 14 pt bold), level AA (3:1).
  public static let largeText = 3.0
  /// Non-text UI components and their states, SC 1.4.11 (3:1).
  public static let nonText = 3.0
  /// Body text, level AAA (7:1).
  public static let enhancedText = 7.0
  /// Large text, level AAA (4.5:1).
  public static let enhancedLargeText = 4.5
}

extension Color {
  /// WCAG relative luminance 0.2126·R + 0.7152·G + 0.0722·B of the linearized components, ignoring alpha.
  public var relativeLuminance: Double {
    let (r, g, b) = linearRGB
    return 0.2126 * r + 0.7152 * g + 0.0722 * b
  }

  /// This color drawn over `background`, blended in (encoded) sRGB; the background counts as opaque.
  public func composited(over background: Color) -> Color {
    let a = min(max(alpha, 0), 1)
    return Color(
      red: red * a + background.red * (1 - a), green: green * a + background.green * (1 - a),
      blue: blue * a + background.blue * (1 - a), alpha: 1)
  }

  /// The WCAG contrast ratio (1...21) of this color as a foreground on `background`; a translucent
  /// foreground is composited over the background first. Compare unrounded: 4.499 fails 4.5.
  public func contrastRatio(on background: Color) -> Double {
    let foreground = alpha < 1 ? composited(over: background) : self
    return Color.contrastRatio(foreground, background)
  }

  /// The WCAG contrast ratio (L_lighter + 0.05) / (L_darker + 0.05) of two opaque colors; symmetric.
  public static func contrastRatio(_ x: Color, _ y: Color) -> Double {
    let (lx, ly) = (x.relativeLuminance, y.relativeLuminance)
    return (max(lx, ly) + 0.05) / (min(lx, ly) + 0.05)
  }

  /// Whether this foreground reaches `threshold` (such as `ContrastThreshold.text`) on `background`.
  public func meetsContrast(_ threshold: Double, on background: Color) -> Bool {
    contrastRatio(on: background) >= threshold
  }
}
