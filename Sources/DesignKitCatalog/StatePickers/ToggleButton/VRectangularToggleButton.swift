import DesignKitCore

/// A toggle button, a square with an icon, or a short title when it has none: the neutral fill when off, the accent when on.
///
/// `VRectangularToggleButton(state: .init(.on), title: "Favourite", icon: .star) { isFavourite = $0 == .on }`
public typealias VRectangularToggleButton = ToggleButton<RectangularToggleButtonRole>

extension RectangularToggleButtonRole: ToggleButtonComponentRole {
  public static var targetSize: TargetSize { TargetSize(width: "layout.size.width", height: "layout.size.height") }
  /// One with an icon and one with a title.
  public static var gallerySamples: [(title: String, icon: DrawingIcon?)] { [("Favourite", .star), ("B", nil)] }
}
