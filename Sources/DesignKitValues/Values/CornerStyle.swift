/// How a rounded corner bends: Apple's continuous curve or a circular arc.
public enum CornerStyle: String, CaseIterable, Codable, Sendable, Hashable {
  /// The curvature eases in over about 1.53 × the radius (SwiftUI's default `RoundedRectangle` style).
  case continuous
  /// A quarter circle.
  case circular
}
