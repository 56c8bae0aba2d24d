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
