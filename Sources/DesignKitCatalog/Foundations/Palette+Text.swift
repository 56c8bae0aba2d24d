import DesignKitCore

extension Palette {
  /// The accent as text on the canvas (a focused field's title): the accent mixed 40 % toward primary text in each
  /// appearance, so it keeps text contrast where the accent itself, made for fills, does not. The mix is mapped into
  /// the sRGB gamut (`Color.mappedToGamut()`): a bright accent mixed in OKLab can leave it, and a model's colors
  /// must be ones a preset accepts back.
  public static var accentText: AdaptiveColor {
    let accent = Palette.accent
    let text = Palette.primaryText
    func mixed(dark: Bool, increasedContrast: Bool) -> Color {
      Color.mix(
        accent.resolved(dark: dark, increasedContrast: increasedContrast),
        text.resolved(dark: dark, increasedContrast: increasedContrast), fraction: 0.4, in: .oklab
      ).mappedToGamut()
    }
    return AdaptiveColor(
      light: mixed(dark: false, increasedContrast: false), dark: mixed(dark: true, increasedContrast: false),
      lightIncreasedContrast: mixed(dark: false, increasedContrast: true),
      darkIncreasedContrast: mixed(dark: true, increasedContrast: true))
  }
}
