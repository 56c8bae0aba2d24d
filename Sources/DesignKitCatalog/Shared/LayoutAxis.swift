import DesignKitCore

/// A direction content is laid out in.
public enum LayoutAxis: String, Sendable {
  case horizontal, vertical
}
