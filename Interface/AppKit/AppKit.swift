// A declarations-only AppKit for type-checking the SwiftUI face on Linux: the font and string-measuring API the
// face uses on macOS. Signatures as the macOS 15 SDK imports them (Objective-C headers), each traced to Apple's
// documentation. NSFont is not Sendable (its header carries no NS_SWIFT_SENDABLE; objc2-app-kit's header
// translation gives it no Send/Sync, unlike UIFont), so a face that caches an NSFont across isolation fails here
// as it would on a Mac. The string-drawing API it shares with UIKit is in Interface/StringDrawing, compiled into this
// module too.
@_exported import Foundation

// Source: https://developer.apple.com/documentation/appkit/nsfont
@available(macOS 10.0, *)
open class NSFont: NSObject {
  // Source: https://developer.apple.com/documentation/appkit/nsfont/systemfont(ofsize:)
  open class func systemFont(ofSize fontSize: CGFloat) -> NSFont { fatalError() }
  // Source: https://developer.apple.com/documentation/appkit/nsfont/systemfont(ofsize:weight:)
  @available(macOS 10.11, *)
  open class func systemFont(ofSize fontSize: CGFloat, weight: NSFont.Weight) -> NSFont { fatalError() }
  // Source: https://developer.apple.com/documentation/appkit/nsfont/monospacedsystemfont(ofsize:weight:)
  @available(macOS 10.15, *)
  open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: NSFont.Weight) -> NSFont { fatalError() }
  // Source: https://developer.apple.com/documentation/appkit/nsfont/monospaceddigitsystemfont(ofsize:weight:)
  @available(macOS 10.11, *)
  open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: NSFont.Weight) -> NSFont { fatalError() }
  // Source: https://developer.apple.com/documentation/appkit/nsfont/init(descriptor:size:)
  public init?(descriptor fontDescriptor: NSFontDescriptor, size fontSize: CGFloat) { fatalError() }
  // Source: https://developer.apple.com/documentation/appkit/nsfont/init(name:size:)
  public init?(name fontName: String, size fontSize: CGFloat) { fatalError() }
  // Source: https://developer.apple.com/documentation/appkit/nsfont/fontdescriptor
  open var fontDescriptor: NSFontDescriptor { fatalError() }
  // Source: https://developer.apple.com/documentation/appkit/nsfont/pointsize
  open var pointSize: CGFloat { fatalError() }
  // Source: https://developer.apple.com/documentation/appkit/nsfont/ascender
  open var ascender: CGFloat { fatalError() }
  // Source: https://developer.apple.com/documentation/appkit/nsfont/descender
  open var descender: CGFloat { fatalError() }
  // Source: https://developer.apple.com/documentation/appkit/nsfont/leading
  open var leading: CGFloat { fatalError() }
  // Source: https://developer.apple.com/documentation/appkit/nsfont/capheight
  open var capHeight: CGFloat { fatalError() }
  // Source: https://developer.apple.com/documentation/appkit/nsfont/xheight
  open var xHeight: CGFloat { fatalError() }
  // Source: https://developer.apple.com/documentation/appkit/nsfont/fontname
  open var fontName: String { fatalError() }
  // Source: https://developer.apple.com/documentation/appkit/nsfont/familyname
  open var familyName: String? { fatalError() }
}

extension NSFont {
  // Source: https://developer.apple.com/documentation/appkit/nsfont/weight
  public struct Weight: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
    // Source: https://developer.apple.com/documentation/appkit/nsfont/weight
    public init(_ rawValue: CGFloat) { fatalError() }
    // Source: https://developer.apple.com/documentation/appkit/nsfont/weight
    public init(rawValue: CGFloat) { fatalError() }
    // Source: https://developer.apple.com/documentation/appkit/nsfont/weight
    public var rawValue: CGFloat
  }
}

extension NSFont.Weight {
  // Source: https://developer.apple.com/documentation/appkit/nsfont/weight/ultralight
  @available(macOS 10.11, *)
  public static let ultraLight: NSFont.Weight = { fatalError() }()
  // Source: https://developer.apple.com/documentation/appkit/nsfont/weight/thin
  @available(macOS 10.11, *)
  public static let thin: NSFont.Weight = { fatalError() }()
  // Source: https://developer.apple.com/documentation/appkit/nsfont/weight/light
  @available(macOS 10.11, *)
  public static let light: NSFont.Weight = { fatalError() }()
  // Source: https://developer.apple.com/documentation/appkit/nsfont/weight/regular
  @available(macOS 10.11, *)
  public static let regular: NSFont.Weight = { fatalError() }()
  // Source: https://developer.apple.com/documentation/appkit/nsfont/weight/medium
  @available(macOS 10.11, *)
  public static let medium: NSFont.Weight = { fatalError() }()
  // Source: https://developer.apple.com/documentation/appkit/nsfont/weight/semibold
  @available(macOS 10.11, *)
  public static let semibold: NSFont.Weight = { fatalError() }()
  // Source: https://developer.apple.com/documentation/appkit/nsfont/weight/bold
  @available(macOS 10.11, *)
  public static let bold: NSFont.Weight = { fatalError() }()
  // Source: https://developer.apple.com/documentation/appkit/nsfont/weight/heavy
  @available(macOS 10.11, *)
  public static let heavy: NSFont.Weight = { fatalError() }()
  // Source: https://developer.apple.com/documentation/appkit/nsfont/weight/black
  @available(macOS 10.11, *)
  public static let black: NSFont.Weight = { fatalError() }()
}

// Source: https://developer.apple.com/documentation/appkit/nsfontdescriptor
@available(macOS 10.3, *)
open class NSFontDescriptor: NSObject {
  // Source: https://developer.apple.com/documentation/appkit/nsfontdescriptor/init(name:size:)
  public convenience init(name fontName: String, size: CGFloat) { fatalError() }
  // Source: https://developer.apple.com/documentation/appkit/nsfontdescriptor/pointsize
  open var pointSize: CGFloat { fatalError() }
  // Source: https://developer.apple.com/documentation/appkit/nsfontdescriptor/withsize(_:)
  open func withSize(_ newPointSize: CGFloat) -> NSFontDescriptor { fatalError() }
  // Source: https://developer.apple.com/documentation/appkit/nsfontdescriptor/withdesign(_:)
  @available(macOS 10.15, *)
  open func withDesign(_ design: NSFontDescriptor.SystemDesign) -> NSFontDescriptor? { fatalError() }
}

extension NSFontDescriptor {
  // Source: https://developer.apple.com/documentation/appkit/nsfontdescriptor/systemdesign
  public struct SystemDesign: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
    // Source: https://developer.apple.com/documentation/appkit/nsfontdescriptor/systemdesign/init(rawvalue:)
    public init(rawValue: String) { fatalError() }
    // Source: https://developer.apple.com/documentation/appkit/nsfontdescriptor/systemdesign
    public var rawValue: String
  }
}

extension NSFontDescriptor.SystemDesign {
  // Source: https://developer.apple.com/documentation/appkit/nsfontdescriptor/systemdesign/default
  @available(macOS 10.15, *)
  public static let `default`: NSFontDescriptor.SystemDesign = { fatalError() }()
  // Source: https://developer.apple.com/documentation/appkit/nsfontdescriptor/systemdesign/rounded
  @available(macOS 10.15, *)
  public static let rounded: NSFontDescriptor.SystemDesign = { fatalError() }()
  // Source: https://developer.apple.com/documentation/appkit/nsfontdescriptor/systemdesign/monospaced
  @available(macOS 10.15, *)
  public static let monospaced: NSFontDescriptor.SystemDesign = { fatalError() }()
  // Source: https://developer.apple.com/documentation/appkit/nsfontdescriptor/systemdesign/serif
  @available(macOS 10.15, *)
  public static let serif: NSFontDescriptor.SystemDesign = { fatalError() }()
}
