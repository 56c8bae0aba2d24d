import DesignKitCore

/// A square filled button with a short title, an icon, or both.
///
/// `VSquareButton(action: { add() }, title: "Add")`
public typealias VSquareButton = TitledPressButton<SquareButtonRole>

extension SquareButtonRole: TitledButtonRole {
  public static var targetSize: TargetSize? { TargetSize(width: "layout.dimension", height: "layout.dimension") }
  public static var gallerySamples: [(title: String, icon: DrawingIcon?)] { [("Edit", nil), ("Edit", .pencil)] }
}
