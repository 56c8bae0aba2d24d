import DesignKitCore

/// A compact filled capsule button with a title, for secondary actions.
///
/// `VSecondaryButton(action: { more() }, title: "More")`
public typealias VSecondaryButton = TitledPressButton<SecondaryButtonRole>

extension SecondaryButtonRole: TitledButtonRole {
  public static var targetSize: TargetSize? { TargetSize(height: "layout.minHeight", margin: "layout.hitBox") }
  public static var gallerySamples: [(title: String, icon: DrawingIcon?)] { [("Add", nil), ("Add", .plus)] }
}
