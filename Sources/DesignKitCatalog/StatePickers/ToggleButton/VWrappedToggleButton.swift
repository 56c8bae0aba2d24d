import DesignKitCore

/// A toggle button, a capsule as wide as its title and icon (a filter chip): the neutral fill when off, the accent when on.
///
/// `VWrappedToggleButton(state: .init(.on), title: "Unread", icon: .envelope) { showsUnread = $0 == .on }`
public typealias VWrappedToggleButton = ToggleButton<WrappedToggleButtonRole>

extension WrappedToggleButtonRole: ToggleButtonComponentRole {
  public static var targetSize: TargetSize { TargetSize(height: "layout.minHeight", margin: "layout.hitBox") }
  public static var gallerySamples: [(title: String, icon: DrawingIcon?)] { [("Unread", .envelope)] }
}
