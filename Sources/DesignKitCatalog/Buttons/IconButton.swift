import DesignKitCore

/// A round button showing its model's icon (a chevron, a cross): a button's colors and the icon button's target size.
public protocol IconButton: ButtonComponent where Model == IconButtonModel<Icon> {
  /// The icon the model draws and sizes.
  associatedtype Icon: IconButtonRole
}

extension IconButton {
  public static var contrastPairs: [ContrastPair] { ButtonColors.contrastPairs }
  public static var targetSize: TargetSize? { IconButtonLayout.targetSize }
}
