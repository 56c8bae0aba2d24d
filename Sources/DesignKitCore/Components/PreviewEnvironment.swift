/// The environments every component preview shows each state in: the two appearances, the largest text and the
/// other reading direction, so a preview catches a color, a size or a mirroring a model got wrong.
///
/// A face applies `styleEnvironment` through its toolkit's own settings (SwiftUI's `colorScheme`, `dynamicTypeSize`,
/// `layoutDirection`), so a preview lays out as an app under that setting would.
public enum PreviewEnvironment: String, CaseIterable, Sendable {
  /// The standard environment.
  case light
  /// Dark appearance, otherwise standard.
  case dark
  /// The largest accessibility text size, otherwise standard.
  case accessibility5
  /// Right to left, otherwise standard.
  case rightToLeft

  /// The conditions a style resolves and a drawing lays out under in this preview.
  public var styleEnvironment: StyleEnvironment {
    switch self {
    case .light: .standard
    case .dark: StyleEnvironment(colorScheme: .dark)
    case .accessibility5: StyleEnvironment(dynamicTypeSize: .accessibility5)
    case .rightToLeft: StyleEnvironment(layoutDirection: .rightToLeft)
    }
  }
}
