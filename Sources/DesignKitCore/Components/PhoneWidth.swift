/// The portrait widths of the iPhone screens, in points, that the gallery and the layout checks lay components out
/// in, so that text at accessibility sizes is judged at the width where it is used: a stretching control, a row or a
/// field takes the width, a screen-sized component (a modal, a sheet, a bar, a pager) is the screen.
public enum PhoneWidth {
  /// iPhone 15, 16 and 17 (6.1 inch): the gallery, `designkit render`, the composition pages and the documentation's
  /// pictures draw at it.
  public static let standard = 393.0
  /// iPhone SE (2nd and 3rd generation) and 13 mini, the narrowest iPhones iOS 18 runs on: the layout audit and the
  /// layout battery check at it, so what holds there holds on the wider phones.
  public static let narrowest = 375.0
}

extension StyleEnvironment.Platform {
  /// The screen a component is drawn on when drawn alone (the gallery, the audit), in points: on iOS the narrowest
  /// iPhone iOS 18 runs on (`PhoneWidth.narrowest` wide, 375 × 667: iPhone SE, 2nd and 3rd generation); on iPadOS the
  /// smallest iPad (iPad mini, 6th generation and A17 Pro; 744 × 1133, portrait); on macOS a document window (800 ×
  /// 600; macOS has no default window size); on watchOS the smallest watch watchOS 26 runs on (the 40 mm Apple Watch
  /// SE and Series 6; 162 × 197); on tvOS the TV's screen (1920 × 1080, HD and 4K alike); on visionOS a window at its
  /// default size (1280 × 720, the HIG's default window).
  public var sampleScreen: Size {
    switch self {
    case .iOS: Size(width: PhoneWidth.narrowest, height: 667)
    case .iPadOS: Size(width: 744, height: 1133)
    case .macOS: Size(width: 800, height: 600)
    case .watchOS: Size(width: 162, height: 197)
    case .tvOS: Size(width: 1920, height: 1080)
    case .visionOS: Size(width: 1280, height: 720)
    }
  }
}
