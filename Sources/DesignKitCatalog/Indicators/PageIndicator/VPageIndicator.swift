import DesignKitCore

/// Dots for the pages of a pager, of three types with their own models: finite (a dot per page), infinite (a
/// window of dots, the edge ones smaller) and auto (finite up to a page count, then infinite).
///
/// `VPageIndicator(type: .auto, pageCount: 20, selectedPage: 3)`
public struct VPageIndicator: TypedComponent {
  public typealias Machine = PageIndicatorMachine
  /// The page indicator's types.
  public enum Kind: String, StyleChoice {
    /// Every page as a dot, a window of dots that shrink at its edges, or chosen by page count.
    case finite, infinite, auto
  }
  public static var family: ComponentFamily { .indicators }
  public static var accessibilityRole: AccessibilityRole { .progressIndicator }
  public static var contrastPairs: [ContrastPair] {
    Kind.allCases.filter { $0 != .auto }.map { .boundary("\($0).colors.dot") }
  }
  public static func machineParameters(for model: VPageIndicatorModel) -> PageIndicatorParameters {
    VPageIndicator(model: model, pageCount: PageIndicatorParameters().pageCount).machineParameters
  }
  public static func machineParameters(for model: VPageIndicatorModel, type: Kind) -> PageIndicatorParameters {
    VPageIndicator(model: model, type: type, pageCount: PageIndicatorParameters().pageCount).machineParameters
  }
  public static var contentKeys: [ContentKey<Self>] {
    [.init("pageCount", \.pageCount), .init("selectedPage", \.selectedPage)]
  }

  public var model: VPageIndicatorModel
  public var type: Kind
  /// The number of pages.
  public var pageCount: Int
  /// The page shown, from 0.
  public var selectedPage: Int
  /// The form it draws: the type's, or for auto the one the page count picks.
  ///
  /// Setting it changes what decides the form: an auto indicator gets a page count that shows the form (at most, or
  /// more than, `auto.layout.finiteDotLimit` pages); a finite or infinite one keeps its type's form.
  public var state: PageIndicatorForm {
    get { Machine(parameters: machineParameters, restingIn: .finite).visualState }
    set {
      guard type == .auto, newValue != state else { return }
      let limit = model.auto.layout.finiteDotLimit
      pageCount = newValue == .finite ? max(0, limit) : max(limit + 1, pageCount)
      selectedPage = min(selectedPage, max(0, pageCount - 1))
    }
  }
  public var accessibilityLabel: String { "Page" }
  /// "page 2 of 5".
  public var accessibilityValue: String? { "page \(selectedPage + 1) of \(pageCount)" }
  public var machineParameters: PageIndicatorParameters {
    var p = PageIndicatorParameters()
    p.kind = PageIndicatorKind(rawValue: type.rawValue) ?? .auto
    p.pageCount = pageCount
    p.visibleDots = model.auto.layout.finiteDotLimit
    let interval = model.misc(for: type).autoAdvanceInterval
    p.autoAdvanceInterval = interval > 0 ? interval : nil
    return p
  }

  /// Creates a page indicator.
  public init(model: VPageIndicatorModel = .init(), type: Kind = .auto, pageCount: Int, selectedPage: Int = 0) {
    self.model = model
    self.type = type
    self.pageCount = max(0, pageCount)
    self.selectedPage = min(max(0, selectedPage), max(0, pageCount - 1))
  }
}
