// CoreGraphics declarations that SwiftUI re-exports and that swift-corelibs-foundation lacks on Linux.
// Linux Foundation has CGFloat, CGPoint, CGSize and CGRect; it has no CGAffineTransform, CGLineCap or CGLineJoin,
// and its CGPoint, CGSize and CGRect have no applying(_:). Signatures as the Apple SDK imports them into Swift.

// Source: https://developer.apple.com/documentation/corefoundation/cgaffinetransform
@frozen public struct CGAffineTransform: Equatable, Sendable {
  // Source: https://developer.apple.com/documentation/corefoundation/cgaffinetransform/a
  public var a: CGFloat
  // Source: https://developer.apple.com/documentation/corefoundation/cgaffinetransform/b
  public var b: CGFloat
  // Source: https://developer.apple.com/documentation/corefoundation/cgaffinetransform/c
  public var c: CGFloat
  // Source: https://developer.apple.com/documentation/corefoundation/cgaffinetransform/d
  public var d: CGFloat
  // Source: https://developer.apple.com/documentation/corefoundation/cgaffinetransform/tx
  public var tx: CGFloat
  // Source: https://developer.apple.com/documentation/corefoundation/cgaffinetransform/ty
  public var ty: CGFloat
  // Source: https://developer.apple.com/documentation/corefoundation/cgaffinetransform/init()
  public init() { fatalError() }
  // Source: https://developer.apple.com/documentation/corefoundation/cgaffinetransform/init(a:b:c:d:tx:ty:)
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) { fatalError() }
  // Source: https://developer.apple.com/documentation/corefoundation/cgaffinetransform/init(translationx:y:)
  public init(translationX tx: CGFloat, y ty: CGFloat) { fatalError() }
  // Source: https://developer.apple.com/documentation/corefoundation/cgaffinetransform/init(scalex:y:)
  public init(scaleX sx: CGFloat, y sy: CGFloat) { fatalError() }
  // Source: https://developer.apple.com/documentation/corefoundation/cgaffinetransform/init(rotationangle:)
  public init(rotationAngle angle: CGFloat) { fatalError() }
  // Source: https://developer.apple.com/documentation/corefoundation/cgaffinetransform/identity
  public static var identity: CGAffineTransform { fatalError() }
  // Source: https://developer.apple.com/documentation/corefoundation/cgaffinetransform/isidentity
  public var isIdentity: Bool { fatalError() }
  // Source: https://developer.apple.com/documentation/corefoundation/cgaffinetransform/translatedby(x:y:)
  public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform { fatalError() }
  // Source: https://developer.apple.com/documentation/corefoundation/cgaffinetransform/scaledby(x:y:)
  public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform { fatalError() }
  // Source: https://developer.apple.com/documentation/corefoundation/cgaffinetransform/rotated(by:)
  public func rotated(by angle: CGFloat) -> CGAffineTransform { fatalError() }
  // Source: https://developer.apple.com/documentation/corefoundation/cgaffinetransform/inverted()
  public func inverted() -> CGAffineTransform { fatalError() }
  // Source: https://developer.apple.com/documentation/corefoundation/cgaffinetransform/concatenating(_:)
  public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform { fatalError() }
}

// Source: https://developer.apple.com/documentation/corefoundation/cgpoint/applying(_:)
extension CGPoint {
  // Source: https://developer.apple.com/documentation/corefoundation/cgpoint/applying(_:)
  public func applying(_ t: CGAffineTransform) -> CGPoint { fatalError() }
}

extension CGSize {
  // Source: https://developer.apple.com/documentation/corefoundation/cgsize/applying(_:)
  public func applying(_ t: CGAffineTransform) -> CGSize { fatalError() }
}

extension CGRect {
  // Source: https://developer.apple.com/documentation/corefoundation/cgrect/applying(_:)
  public func applying(_ t: CGAffineTransform) -> CGRect { fatalError() }
}

// Source: https://developer.apple.com/documentation/coregraphics/cglinecap
@frozen public enum CGLineCap: Int32, Sendable {
  // Source: https://developer.apple.com/documentation/coregraphics/cglinecap/butt
  case butt = 0
  // Source: https://developer.apple.com/documentation/coregraphics/cglinecap/round
  case round = 1
  // Source: https://developer.apple.com/documentation/coregraphics/cglinecap/square
  case square = 2
}

// Source: https://developer.apple.com/documentation/coregraphics/cglinejoin
@frozen public enum CGLineJoin: Int32, Sendable {
  // Source: https://developer.apple.com/documentation/coregraphics/cglinejoin/miter
  case miter = 0
  // Source: https://developer.apple.com/documentation/coregraphics/cglinejoin/round
  case round = 1
  // Source: https://developer.apple.com/documentation/coregraphics/cglinejoin/bevel
  case bevel = 2
}
