// A declarations-only UIKit for type-checking the SwiftUI face on Linux: the font and string-measuring API
// the face uses on iOS. Signatures as the iOS 18 SDK imports them (Objective-C headers), each traced to Apple's
// documentation. UIFont is Sendable (NS_SWIFT_SENDABLE in UIFont.h; objc2-ui-kit's header translation marks it
// Send + Sync); UIFontDescriptor is left non-Sendable, the stricter reading, as nothing here shows otherwise.
// The string-drawing API it shares with AppKit is in Interface/StringDrawing, compiled into this module too.
@_exported import Foundation

// Source: https://developer.apple.com/documentation/uikit/uifont
@available(iOS 2.0, *)
open class UIFont: NSObject, @unchecked Sendable {
  // Source: https://developer.apple.com/documentation/uikit/uifont/systemfont(ofsize:)
  open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { fatalError() }
  // Source: https://developer.apple.com/documentation/uikit/uifont/systemfont(ofsize:weight:)
  @available(iOS 8.2, *)
  open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { fatalError() }
  // Source: https://developer.apple.com/documentation/uikit/uifont/monospacedsystemfont(ofsize:weight:)
  @available(iOS 13.0, *)
  open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { fatalError() }
  // Source: https://developer.apple.com/documentation/uikit/uifont/monospaceddigitsystemfont(ofsize:weight:)
  @available(iOS 9.0, *)
  open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { fatalError() }
  // Source: https://developer.apple.com/documentation/uikit/uifont/init(descriptor:size:)
  @available(iOS 7.0, *)
  public init(descriptor: UIFontDescriptor, size pointSize: CGFloat) { fatalError() }
  // Source: https://developer.apple.com/documentation/uikit/uifont/init(name:size:)
  public init?(name fontName: String, size fontSize: CGFloat) { fatalError() }
  // Source: https://developer.apple.com/documentation/uikit/uifont/fontdescriptor
  @available(iOS 7.0, *)
  open var fontDescriptor: UIFontDescriptor { fatalError() }
  // Source: https://developer.apple.com/documentation/uikit/uifont/pointsize
  open var pointSize: CGFloat { fatalError() }
  // Source: https://developer.apple.com/documentation/uikit/uifont/ascender
  open var ascender: CGFloat { fatalError() }
  // Source: https://developer.apple.com/documentation/uikit/uifont/descender
  open var descender: CGFloat { fatalError() }
  // Source: https://developer.apple.com/documentation/uikit/uifont/leading
  open var leading: CGFloat { fatalError() }
  // Source: https://developer.apple.com/documentation/uikit/uifont/capheight
  open var capHeight: CGFloat { fatalError() }
  // Source: https://developer.apple.com/documentation/uikit/uifont/xheight
  open var xHeight: CGFloat { fatalError() }
  // Source: https://developer.apple.com/documentation/uikit/uifont/lineheight
  @available(iOS 4.0, *)
  open var lineHeight: CGFloat { fatalError() }
  // Source: https://developer.apple.com/documentation/uikit/uifont/fontname
  open var fontName: String { fatalError() }
  // Source: https://developer.apple.com/documentation/uikit/uifont/familyname
  open var familyName: String { fatalError() }
  // Source: https://developer.apple.com/documentation/uikit/uifont/withsize(_:)
  open func withSize(_ fontSize: CGFloat) -> UIFont { fatalError() }
}

extension UIFont {
  // Source: https://developer.apple.com/documentation/uikit/uifont/weight
  public struct Weight: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
    // Source: https://developer.apple.com/documentation/uikit/uifont/weight
    public init(_ rawValue: CGFloat) { fatalError() }
    // Source: https://developer.apple.com/documentation/uikit/uifont/weight
    public init(rawValue: CGFloat) { fatalError() }
    // Source: https://developer.apple.com/documentation/uikit/uifont/weight
    public var rawValue: CGFloat
  }
}

extension UIFont.Weight {
  // Source: https://developer.apple.com/documentation/uikit/uifont/weight/ultralight
  @available(iOS 8.2, *)
  public static let ultraLight: UIFont.Weight = { fatalError() }()
  // Source: https://developer.apple.com/documentation/uikit/uifont/weight/thin
  @available(iOS 8.2, *)
  public static let thin: UIFont.Weight = { fatalError() }()
  // Source: https://developer.apple.com/documentation/uikit/uifont/weight/light
  @available(iOS 8.2, *)
  public static let light: UIFont.Weight = { fatalError() }()
  // Source: https://developer.apple.com/documentation/uikit/uifont/weight/regular
  @available(iOS 8.2, *)
  public static let regular: UIFont.Weight = { fatalError() }()
  // Source: https://developer.apple.com/documentation/uikit/uifont/weight/medium
  @available(iOS 8.2, *)
  public static let medium: UIFont.Weight = { fatalError() }()
  // Source: https://developer.apple.com/documentation/uikit/uifont/weight/semibold
  @available(iOS 8.2, *)
  public static let semibold: UIFont.Weight = { fatalError() }()
  // Source: https://developer.apple.com/documentation/uikit/uifont/weight/bold
  @available(iOS 8.2, *)
  public static let bold: UIFont.Weight = { fatalError() }()
  // Source: https://developer.apple.com/documentation/uikit/uifont/weight/heavy
  @available(iOS 8.2, *)
  public static let heavy: UIFont.Weight = { fatalError() }()
  // Source: https://developer.apple.com/documentation/uikit/uifont/weight/black
  @available(iOS 8.2, *)
  public static let black: UIFont.Weight = { fatalError() }()
}

// Source: https://developer.apple.com/documentation/uikit/uifontdescriptor
@available(iOS 7.0, *)
open class UIFontDescriptor: NSObject {
  // Source: https://developer.apple.com/documentation/uikit/uifontdescriptor/init(name:size:)
  public convenience init(name fontName: String, size: CGFloat) { fatalError() }
  // Source: https://developer.apple.com/documentation/uikit/uifontdescriptor/pointsize
  open var pointSize: CGFloat { fatalError() }
  // Source: https://developer.apple.com/documentation/uikit/uifontdescriptor/withsize(_:)
  open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor { fatalError() }
  // Source: https://developer.apple.com/documentation/uikit/uifontdescriptor/withdesign(_:)
  @available(iOS 13.0, *)
  open func withDesign(_ design: UIFontDescriptor.SystemDesign) -> UIFontDescriptor? { fatalError() }
}

extension UIFontDescriptor {
  // Source: https://developer.apple.com/documentation/uikit/uifontdescriptor/systemdesign
  public struct SystemDesign: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
    // Source: https://developer.apple.com/documentation/uikit/uifontdescriptor/systemdesign/init(rawvalue:)
    public init(rawValue: String) { fatalError() }
    // Source: https://developer.apple.com/documentation/uikit/uifontdescriptor/systemdesign
    public var rawValue: String
  }
}

extension UIFontDescriptor.SystemDesign {
  // Source: https://developer.apple.com/documentation/uikit/uifontdescriptor/systemdesign/default
  @available(iOS 13.0, *)
  public static let `default`: UIFontDescriptor.SystemDesign = { fatalError() }()
  // Source: https://developer.apple.com/documentation/uikit/uifontdescriptor/systemdesign/rounded
  @available(iOS 13.0, *)
  public static let rounded: UIFontDescriptor.SystemDesign = { fatalError() }()
  // Source: https://developer.apple.com/documentation/uikit/uifontdescriptor/systemdesign/monospaced
  @available(iOS 13.0, *)
  public static let monospaced: UIFontDescriptor.SystemDesign = { fatalError() }()
  // Source: https://developer.apple.com/documentation/uikit/uifontdescriptor/systemdesign/serif
  @available(iOS 13.0, *)
  public static let serif: UIFontDescriptor.SystemDesign = { fatalError() }()
}
