// The string-drawing API that UIKit and AppKit both declare, in the same words (NSStringDrawing.h of each SDK):
// attribute keys, drawing options and context, and measuring a string. Compiled into both declarations-only modules
// (Scripts/check-swiftui.sh), so a real iOS SDK and a real macOS SDK each see it as their kit's. Each declaration
// carries both platforms' availability and both documentation pages; AppKit writes the sizes as `NSSize` and
// `NSRect`, its typealiases of `CGSize` and `CGRect`.
@_exported import Foundation

extension NSAttributedString.Key {
  // Source: https://developer.apple.com/documentation/foundation/nsattributedstring/key/font
  @available(iOS 6.0, macOS 10.0, *)
  public static let font: NSAttributedString.Key = { fatalError() }()
  // Source: https://developer.apple.com/documentation/foundation/nsattributedstring/key/kern
  @available(iOS 6.0, macOS 10.0, *)
  public static let kern: NSAttributedString.Key = { fatalError() }()
  // Source: https://developer.apple.com/documentation/foundation/nsattributedstring/key/foregroundcolor
  @available(iOS 6.0, macOS 10.0, *)
  public static let foregroundColor: NSAttributedString.Key = { fatalError() }()
  // Source: https://developer.apple.com/documentation/foundation/nsattributedstring/key/paragraphstyle
  @available(iOS 6.0, macOS 10.0, *)
  public static let paragraphStyle: NSAttributedString.Key = { fatalError() }()
}

// Source: https://developer.apple.com/documentation/uikit/nsstringdrawingoptions
// Source: https://developer.apple.com/documentation/appkit/nsstringdrawingoptions
@available(iOS 6.0, macOS 10.11, *)
public struct NSStringDrawingOptions: OptionSet, @unchecked Sendable {
  // Source: https://developer.apple.com/documentation/uikit/nsstringdrawingoptions/init(rawvalue:)
  // Source: https://developer.apple.com/documentation/appkit/nsstringdrawingoptions
  public init(rawValue: Int) { fatalError() }
  // Source: https://developer.apple.com/documentation/uikit/nsstringdrawingoptions
  // Source: https://developer.apple.com/documentation/appkit/nsstringdrawingoptions
  public let rawValue: Int
  // Source: https://developer.apple.com/documentation/uikit/nsstringdrawingoptions/useslinefragmentorigin
  // Source: https://developer.apple.com/documentation/appkit/nsstringdrawingoptions
  public static var usesLineFragmentOrigin: NSStringDrawingOptions { fatalError() }
  // Source: https://developer.apple.com/documentation/uikit/nsstringdrawingoptions/usesfontleading
  // Source: https://developer.apple.com/documentation/appkit/nsstringdrawingoptions
  public static var usesFontLeading: NSStringDrawingOptions { fatalError() }
  // Source: https://developer.apple.com/documentation/uikit/nsstringdrawingoptions/usesdevicemetrics
  // Source: https://developer.apple.com/documentation/appkit/nsstringdrawingoptions
  public static var usesDeviceMetrics: NSStringDrawingOptions { fatalError() }
  // Source: https://developer.apple.com/documentation/uikit/nsstringdrawingoptions/truncateslastvisibleline
  // Source: https://developer.apple.com/documentation/appkit/nsstringdrawingoptions
  public static var truncatesLastVisibleLine: NSStringDrawingOptions { fatalError() }
}

// Source: https://developer.apple.com/documentation/uikit/nsstringdrawingcontext
// Source: https://developer.apple.com/documentation/appkit/nsstringdrawingcontext
@available(iOS 6.0, macOS 10.11, *)
open class NSStringDrawingContext: NSObject {
  // Source: https://developer.apple.com/documentation/uikit/nsstringdrawingcontext
  // Source: https://developer.apple.com/documentation/appkit/nsstringdrawingcontext
  public override init() { fatalError() }
  // Source: https://developer.apple.com/documentation/uikit/nsstringdrawingcontext/minimumscalefactor
  // Source: https://developer.apple.com/documentation/appkit/nsstringdrawingcontext/minimumscalefactor
  open var minimumScaleFactor: CGFloat
  // Source: https://developer.apple.com/documentation/uikit/nsstringdrawingcontext/actualscalefactor
  // Source: https://developer.apple.com/documentation/appkit/nsstringdrawingcontext/actualscalefactor
  open var actualScaleFactor: CGFloat { fatalError() }
  // Source: https://developer.apple.com/documentation/uikit/nsstringdrawingcontext/totalbounds
  // Source: https://developer.apple.com/documentation/appkit/nsstringdrawingcontext/totalbounds
  open var totalBounds: CGRect { fatalError() }
}

extension NSString {
  // Source: https://developer.apple.com/documentation/foundation/nsstring/size(withattributes:)
  @available(iOS 7.0, macOS 10.0, *)
  public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize { fatalError() }
  // Source: https://developer.apple.com/documentation/foundation/nsstring/boundingrect(with:options:attributes:context:)
  @available(iOS 7.0, macOS 10.11, *)
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
    context: NSStringDrawingContext?
  ) -> CGRect { fatalError() }
}

extension NSAttributedString {
  // Source: https://developer.apple.com/documentation/foundation/nsattributedstring/size()
  @available(iOS 6.0, macOS 10.0, *)
  public func size() -> CGSize { fatalError() }
  // Source: https://developer.apple.com/documentation/foundation/nsattributedstring/boundingrect(with:options:context:)
  @available(iOS 6.0, macOS 10.11, *)
  public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
    fatalError()
  }
}
