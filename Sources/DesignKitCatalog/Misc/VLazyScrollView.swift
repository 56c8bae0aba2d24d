import DesignKitCore

/// A vertically scrolling list of rows built lazily: only the rows in the visible range, plus `prefetchRows` on
/// each side, exist at a time.
///
/// `VLazyScrollView(rowCount: 1000).builtRows(visibleFrom: 0, to: 600)`
public struct VLazyScrollView: ConfiguredComponent {
  public typealias Machine = AvailabilityMachine
  public typealias Model = VLazyScrollViewModel
  public static var family: ComponentFamily { .misc }
  public static var accessibilityRole: AccessibilityRole { .list }

  public static var contentKeys: [ContentKey<Self>] { [.init("rowCount", \.rowCount)] }

  public var model: VLazyScrollViewModel
  public var state: Availability
  /// The number of rows.
  public var rowCount: Int
  /// Rows built beyond each end of the visible range, so a scroll finds them ready: how the view builds, which
  /// nothing drawn shows, so it is the view's setting rather than its model's.
  public var prefetchRows: Int
  public var accessibilityLabel: String { "List" }
  public var accessibilityValue: String? { "\(rowCount) rows" }

  /// The rows built while the content from `top` to `bottom` (points from the content's top) is visible: those
  /// that intersect it, widened by `prefetchRows` on each side, within the rows that exist.
  public func builtRows(visibleFrom top: Double, to bottom: Double) -> Range<Int> {
    let layout = model.layout
    let pitch = layout.estimatedRowHeight + layout.rowSpacing
    guard rowCount > 0, pitch > 0, top.isFinite, bottom.isFinite, bottom > top else { return 0..<0 }
    let start = max(0, top - layout.contentMargins.top)
    let end = bottom - layout.contentMargins.top
    guard end > 0 else { return 0..<min(rowCount, prefetchRows) }
    let first = Int(min((start / pitch).rounded(.down), Double(rowCount)))
    let last = Int(min((end / pitch).rounded(.up), Double(rowCount)))
    return max(0, first - prefetchRows)..<min(rowCount, max(first, last) + prefetchRows)
  }

  /// Creates a lazy scroll view.
  public init(
    model: VLazyScrollViewModel = .init(), state: Availability = .enabled, rowCount: Int, prefetchRows: Int = 2
  ) {
    self.model = model
    self.state = state
    self.rowCount = max(0, rowCount)
    self.prefetchRows = max(0, prefetchRows)
  }
}
