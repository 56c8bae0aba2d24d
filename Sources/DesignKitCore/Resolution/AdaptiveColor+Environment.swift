import DesignKitValues

extension AdaptiveColor {
  /// The concrete color for the scheme and contrast of `environment`.
  func resolved(in environment: StyleEnvironment) -> Color {
    resolved(dark: environment.colorScheme == .dark, increasedContrast: environment.contrast == .increased)
  }
}
