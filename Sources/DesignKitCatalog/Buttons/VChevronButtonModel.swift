import DesignKitCore

/// The model of `VChevronButton`: a round neutral button with a chevron.
public typealias VChevronButtonModel = IconButtonModel<ChevronIcon>

/// The defaults of `VChevronButtonModel`.
public enum ChevronIcon: IconButtonRole {
  public static var modelName: String { "VChevronButtonModel" }
  public static var iconDimension: Double { 12 }
}
