import DesignKitCore

/// A toggle button, as wide as its container, with a title and an optional icon: the neutral fill when off, the accent when on.
///
/// `VStretchedToggleButton(state: .init(.on), title: "Bold", icon: .pencil) { isBold = $0 == .on }`
public typealias VStretchedToggleButton = ToggleButton<StretchedToggleButtonRole>

extension StretchedToggleButtonRole: ToggleButtonComponentRole {
  public static var targetSize: TargetSize { TargetSize(height: "layout.minHeight") }
  public static var gallerySamples: [(title: String, icon: DrawingIcon?)] { [("Bold", .pencil)] }
}
