// Path, Shape and the fill and stroke styles the canvas draws with.

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/Path.swift
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Path: Equatable, LosslessStringConvertible, @unchecked Sendable {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/Path.swift
  public init() { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/Path.swift
  public init(_ rect: CGRect) { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/Path.swift
  public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/Path.swift
  public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    fatalError()
  }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/Path.swift
  public init(ellipseIn rect: CGRect) { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/Path.swift
  public init(_ callback: (inout Path) -> ()) { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/Path.swift
  public init?(_ string: String) { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/Path.swift
  public var description: String { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/Path.swift
  public var isEmpty: Bool { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/Path.swift
  public var boundingRect: CGRect { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/Path.swift
  public func contains(_ p: CGPoint, eoFill: Bool = false) -> Bool { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/Path.swift
  @frozen public enum Element: Equatable {
    case move(to: CGPoint)
    case line(to: CGPoint)
    case quadCurve(to: CGPoint, control: CGPoint)
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    case closeSubpath
  }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/Path.swift
  public func forEach(_ body: (Path.Element) -> Void) { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/Path.swift
  public func strokedPath(_ style: StrokeStyle) -> Path { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/Path.swift
  public func trimmedPath(from: CGFloat, to: CGFloat) -> Path { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/Path.swift
  public static func == (a: Path, b: Path) -> Bool { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Path {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/Path.swift
  public mutating func move(to end: CGPoint) { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/Path.swift
  public mutating func addLine(to end: CGPoint) { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/Path.swift
  public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/Path.swift
  public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/Path.swift
  public mutating func closeSubpath() { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/Path.swift
  public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/Path.swift
  public mutating func addRoundedRect(
    in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
    transform: CGAffineTransform = .identity
  ) { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/Path.swift
  public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/Path.swift
  public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/Path.swift
  public mutating func addLines(_ lines: [CGPoint]) { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/Path.swift
  public mutating func addRelativeArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle, transform: CGAffineTransform = .identity
  ) { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/Path.swift
  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
    transform: CGAffineTransform = .identity
  ) { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/Path.swift
  public mutating func addArc(
    tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity
  ) { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/Path.swift
  public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/Path.swift
  public var currentPoint: CGPoint? { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/Path.swift
  public func applying(_ transform: CGAffineTransform) -> Path { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/Path.swift
  public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path { fatalError() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Path {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/Path.swift
  public func union(_ other: Path, eoFill: Bool = false) -> Path { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/Path.swift
  public func subtracting(_ other: Path, eoFill: Bool = false) -> Path { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/Path.swift
  public func intersection(_ other: Path, eoFill: Bool = false) -> Path { fatalError() }
}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/Path.swift
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Path: Shape {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/Path.swift
  nonisolated public func path(in _: CGRect) -> Path { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/Path.swift
  public typealias AnimatableData = EmptyAnimatableData
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/Path.swift
  public typealias Body = _ShapeView<Path, ForegroundStyle>
}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/RoundedCornerStyle.swift
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum RoundedCornerStyle: Sendable {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/RoundedCornerStyle.swift
  case circular
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/RoundedCornerStyle.swift
  case continuous
}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/FillStyle.swift
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct FillStyle: Equatable, Sendable {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/FillStyle.swift
  public var isEOFilled: Bool
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/FillStyle.swift
  public var isAntialiased: Bool
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/FillStyle.swift
  public init(eoFill: Bool = false, antialiased: Bool = true) { fatalError() }
}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/StrokeStyle.swift
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct StrokeStyle: Equatable, Sendable {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/StrokeStyle.swift
  public var lineWidth: CGFloat
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/StrokeStyle.swift
  public var lineCap: CGLineCap
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/StrokeStyle.swift
  public var lineJoin: CGLineJoin
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/StrokeStyle.swift
  public var miterLimit: CGFloat
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/StrokeStyle.swift
  public var dash: [CGFloat]
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/StrokeStyle.swift
  public var dashPhase: CGFloat
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/StrokeStyle.swift
  public init(
    lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
    dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0
  ) { fatalError() }
}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Util/_RemoveGlobalActor.swift
@globalActor public actor _ImpossibleActor {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Util/_RemoveGlobalActor.swift
  public static var shared: _ImpossibleActor { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Util/_RemoveGlobalActor.swift
  nonisolated public var unownedExecutor: UnownedSerialExecutor { fatalError() }
}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Util/_RemoveGlobalActor.swift
@_marker @_ImpossibleActor public protocol _RemoveGlobalActorIsolation {}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/Shape.swift
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol Shape: Sendable, Animatable, View, _RemoveGlobalActorIsolation {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/Shape.swift
  nonisolated func path(in rect: CGRect) -> Path
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/Shape.swift
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated static var role: ShapeRole { get }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/Shape.swift
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Shape {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/Shape.swift
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public static var role: ShapeRole { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/Shape.swift
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
  nonisolated public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/ShapeView.swift
  public var body: _ShapeView<Self, ForegroundStyle> { fatalError() }
}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/Shape.swift
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public enum ShapeRole: Sendable {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/Shape.swift
  case fill
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/Shape.swift
  case stroke
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/Shape.swift
  case separator
}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/ShapeView.swift
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @MainActor @preconcurrency
public struct _ShapeView<Content, Style>: View where Content: Shape, Style: ShapeStyle {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/ShapeView.swift
  public var shape: Content
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/ShapeView.swift
  public var style: Style
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/ShapeView.swift
  public var fillStyle: FillStyle
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/ShapeView.swift
  nonisolated public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/View.swift (PrimitiveView.body)
  public typealias Body = Never
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/View.swift (PrimitiveView.body)
  public var body: Never { fatalError() }
}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/ShapeStyle/ForegroundStyle.swift
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct ForegroundStyle: ShapeStyle {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/ShapeStyle/ForegroundStyle.swift
  public init() {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Shape {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/ShapeView.swift
  nonisolated public func fill<S>(_ content: S, style: FillStyle = FillStyle()) -> some View where S: ShapeStyle {
    fatalError()
  }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/ShapeView.swift
  nonisolated public func stroke<S>(_ content: S, style: StrokeStyle) -> some View where S: ShapeStyle { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/ShapeView.swift
  nonisolated public func stroke<S>(_ content: S, lineWidth: CGFloat = 1) -> some View where S: ShapeStyle {
    fatalError()
  }
}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/Shapes.swift
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Rectangle: Shape {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/Shapes.swift
  nonisolated public func path(in rect: CGRect) -> Path { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/Shapes.swift
  public init() {}
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/Shapes.swift
  public typealias AnimatableData = EmptyAnimatableData
}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/Shapes.swift
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct RoundedRectangle: Shape {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/Shapes.swift
  public var cornerSize: CGSize
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/Shapes.swift
  public var style: RoundedCornerStyle
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/Shapes.swift
  public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/Shapes.swift
  nonisolated public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/Shapes.swift
  nonisolated public func path(in rect: CGRect) -> Path { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/Shapes.swift
  public var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { fatalError() }
    set { fatalError() }
  }
}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/Shapes.swift
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Capsule: Shape {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/Shapes.swift
  public var style: RoundedCornerStyle
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/Shapes.swift
  public init(style: RoundedCornerStyle = .continuous) { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/Shapes.swift
  nonisolated public func path(in r: CGRect) -> Path { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/Shapes.swift
  public typealias AnimatableData = EmptyAnimatableData
}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/Shapes.swift
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Circle: Shape {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/Shapes.swift
  nonisolated public func path(in rect: CGRect) -> Path { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/Shapes.swift
  public init() {}
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Shape/Shapes.swift
  public typealias AnimatableData = EmptyAnimatableData
}
