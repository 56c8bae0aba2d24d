/// How urgently assistive technologies announce content that appears on its own (a toast).
public enum AccessibilityAnnouncement: String, Sendable, Codable, CaseIterable {
  /// After what is being read.
  case polite
  /// At once, interrupting.
  case assertive
}

extension AccessibilityDescription {
  /// The description of item `index` (from 0) of `count` in a set, such as a tab: the value names the position
  /// ("tab 2 of 4"), with `selected` and `notEnabled` traits as the item is.
  public init(
    label: String, item kind: String, index: Int, of count: Int, isSelected: Bool, isEnabled: Bool = true,
    traits: [AccessibilityTrait] = [.button]
  ) {
    var all = traits
    if isSelected { all.append(.selected) }
    if !isEnabled { all.append(.notEnabled) }
    self.init(label: label, value: "\(kind) \(index + 1) of \(count)", traits: all)
  }
}
