// A declarations-only UIKit for type-checking the SwiftUI face on Linux: the font and string-measuring API
// the face uses on iOS. Signatures as the iOS 18 SDK imports them (Objective-C headers), each traced to Apple's
// documentation. UIFont is Sendable (NS_SWIFT_SENDABLE in UIFont.h; objc2-ui-kit's header translation marks it
// Send + Sync); UIFontDescriptor is left non-Sendable, the stricter reading, as nothing here shows otherwise.
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

extension NSAttributedString.Key {
  // Source: https://developer.apple.com/documentation/foundation/nsattributedstring/key/font
  @available(iOS 6.0, *)
  public static let font: NSAttributedString.Key = { fatalError() }()
  // Source: https://developer.apple.com/documentation/foundation/nsattributedstring/key/kern
  @available(iOS 6.0, *)
  public static let kern: NSAttributedString.Key = { fatalError() }()
  // Source: https://developer.apple.com/documentation/foundation/nsattributedstring/key/foregroundcolor
  @available(iOS 6.0, *)
  public static let foregroundColor: NSAttributedString.Key = { fatalError() }()
  // Source: https://developer.apple.com/documentation/foundation/nsattributedstring/key/paragraphstyle
  @available(iOS 6.0, *)
  public static let paragraphStyle: NSAttributedString.Key = { fatalError() }()
}

// Source: https://developer.apple.com/documentation/uikit/nsstringdrawingoptions
@available(iOS 6.0, *)
public struct NSStringDrawingOptions: OptionSet, @unchecked Sendable {
  // Source: https://developer.apple.com/documentation/uikit/nsstringdrawingoptions/init(rawvalue:)
  public init(rawValue: Int) { fatalError() }
  // Source: https://developer.apple.com/documentation/uikit/nsstringdrawingoptions
  public let rawValue: Int
  // Source: https://developer.apple.com/documentation/uikit/nsstringdrawingoptions/useslinefragmentorigin
  public static var usesLineFragmentOrigin: NSStringDrawingOptions { fatalError() }
  // Source: https://developer.apple.com/documentation/uikit/nsstringdrawingoptions/usesfontleading
  public static var usesFontLeading: NSStringDrawingOptions { fatalError() }
  // Source: https://developer.apple.com/documentation/uikit/nsstringdrawingoptions/usesdevicemetrics
  public static var usesDeviceMetrics: NSStringDrawingOptions { fatalError() }
  // Source: https://developer.apple.com/documentation/uikit/nsstringdrawingoptions/truncateslastvisibleline
  public static var truncatesLastVisibleLine: NSStringDrawingOptions { fatalError() }
}

// Source: https://developer.apple.com/documentation/uikit/nsstringdrawingcontext
@available(iOS 6.0, *)
open class NSStringDrawingContext: NSObject {
  // Source: https://developer.apple.com/documentation/uikit/nsstringdrawingcontext
  public override init() { fatalError() }
  // Source: https://developer.apple.com/documentation/uikit/nsstringdrawingcontext/minimumscalefactor
  open var minimumScaleFactor: CGFloat
  // Source: https://developer.apple.com/documentation/uikit/nsstringdrawingcontext/actualscalefactor
  open var actualScaleFactor: CGFloat { fatalError() }
  // Source: https://developer.apple.com/documentation/uikit/nsstringdrawingcontext/totalbounds
  open var totalBounds: CGRect { fatalError() }
}

extension NSString {
  // Source: https://developer.apple.com/documentation/foundation/nsstring/size(withattributes:)
  @available(iOS 7.0, *)
  public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize { fatalError() }
  // Source: https://developer.apple.com/documentation/foundation/nsstring/boundingrect(with:options:attributes:context:)
  @available(iOS 7.0, *)
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
    context: NSStringDrawingContext?
  ) -> CGRect { fatalError() }
}

extension NSAttributedString {
  // Source: https://developer.apple.com/documentation/foundation/nsattributedstring/size()
  @available(iOS 6.0, *)
  public func size() -> CGSize { fatalError() }
  // Source: https://developer.apple.com/documentation/foundation/nsattributedstring/boundingrect(with:options:context:)
  @available(iOS 6.0, *)
  public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
    fatalError()
  }
}
