import DesignKitCore

/// A direction content is laid out in.
public enum LayoutAxis: String, Sendable {
  /// The two axes.
  case horizontal, vertical
}
