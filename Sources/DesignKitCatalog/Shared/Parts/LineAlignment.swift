import DesignKitCore

/// How lines of text align in their box (leading and trailing follow the layout direction).
public enum LineAlignment: String, StyleChoice {
  /// The edges and the middle of the box.
  case leading, center, trailing
}
