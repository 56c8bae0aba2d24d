import DesignKitCore

/// The model of `VCloseButton`: a round neutral button with a cross.
public typealias VCloseButtonModel = IconButtonModel<CloseIcon>

/// The defaults of `VCloseButtonModel`.
public enum CloseIcon: IconButtonRole {
  public static var modelName: String { "VCloseButtonModel" }
  public static var iconDimension: Double { 11 }
}
