// Geometry and animation value types: Animatable, VectorArithmetic, Angle, UnitPoint, Edge, EdgeInsets, Axis,
// alignments and ViewDimensions.

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Animation/Animatable/VectorArithmetic.swift
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol VectorArithmetic: AdditiveArithmetic {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Animation/Animatable/VectorArithmetic.swift
  mutating func scale(by rhs: Double)
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Animation/Animatable/VectorArithmetic.swift
  var magnitudeSquared: Double { get }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Float: VectorArithmetic {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Animation/Animatable/VectorArithmetic.swift
  public mutating func scale(by rhs: Double) { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Animation/Animatable/VectorArithmetic.swift
  public var magnitudeSquared: Double { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Double: VectorArithmetic {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Animation/Animatable/VectorArithmetic.swift
  public mutating func scale(by rhs: Double) { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Animation/Animatable/VectorArithmetic.swift
  public var magnitudeSquared: Double { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension CGFloat: VectorArithmetic {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Animation/Animatable/VectorArithmetic.swift
  public mutating func scale(by rhs: Double) { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Animation/Animatable/VectorArithmetic.swift
  public var magnitudeSquared: Double { fatalError() }
}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Animation/Animatable/Animatable.swift
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol Animatable {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Animation/Animatable/Animatable.swift
  associatedtype AnimatableData: VectorArithmetic
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Animation/Animatable/Animatable.swift
  var animatableData: Self.AnimatableData { get set }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Animatable where Self: VectorArithmetic {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Animation/Animatable/Animatable.swift
  public var animatableData: Self {
    get { fatalError() }
    set { fatalError() }
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Animatable where Self.AnimatableData == EmptyAnimatableData {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Animation/Animatable/Animatable.swift
  public var animatableData: EmptyAnimatableData {
    get { fatalError() }
    set { fatalError() }
  }
}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Animation/Animatable/Animatable.swift
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct EmptyAnimatableData: VectorArithmetic, Sendable {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Animation/Animatable/Animatable.swift
  public init() {}
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Animation/Animatable/Animatable.swift
  public static var zero: EmptyAnimatableData { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Animation/Animatable/Animatable.swift
  public static func += (lhs: inout EmptyAnimatableData, rhs: EmptyAnimatableData) { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Animation/Animatable/Animatable.swift
  public static func -= (lhs: inout EmptyAnimatableData, rhs: EmptyAnimatableData) { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Animation/Animatable/Animatable.swift
  public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Animation/Animatable/Animatable.swift
  public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Animation/Animatable/Animatable.swift
  public mutating func scale(by rhs: Double) { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Animation/Animatable/Animatable.swift
  public var magnitudeSquared: Double { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Animation/Animatable/Animatable.swift
  public static func == (a: EmptyAnimatableData, b: EmptyAnimatableData) -> Bool { fatalError() }
}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Animation/Animatable/AnimatablePair.swift
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct AnimatablePair<First, Second>: VectorArithmetic
where First: VectorArithmetic, Second: VectorArithmetic {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Animation/Animatable/AnimatablePair.swift
  public var first: First
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Animation/Animatable/AnimatablePair.swift
  public var second: Second
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Animation/Animatable/AnimatablePair.swift
  public init(_ first: First, _ second: Second) { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Animation/Animatable/AnimatablePair.swift
  public static var zero: AnimatablePair<First, Second> { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Animation/Animatable/AnimatablePair.swift
  public static func += (lhs: inout AnimatablePair<First, Second>, rhs: AnimatablePair<First, Second>) { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Animation/Animatable/AnimatablePair.swift
  public static func -= (lhs: inout AnimatablePair<First, Second>, rhs: AnimatablePair<First, Second>) { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Animation/Animatable/AnimatablePair.swift
  public static func + (lhs: AnimatablePair<First, Second>, rhs: AnimatablePair<First, Second>) -> AnimatablePair<
    First, Second
  > { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Animation/Animatable/AnimatablePair.swift
  public static func - (lhs: AnimatablePair<First, Second>, rhs: AnimatablePair<First, Second>) -> AnimatablePair<
    First, Second
  > { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Animation/Animatable/AnimatablePair.swift
  public mutating func scale(by rhs: Double) { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Animation/Animatable/AnimatablePair.swift
  public var magnitudeSquared: Double { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Animation/Animatable/AnimatablePair.swift
  public static func == (a: AnimatablePair<First, Second>, b: AnimatablePair<First, Second>) -> Bool { fatalError() }
}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Animation/Animatable/AnimatablePair.swift
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Geometry/Angle.swift
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Angle: Sendable {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Geometry/Angle.swift
  public var radians: Double
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Geometry/Angle.swift
  public var degrees: Double {
    get { fatalError() }
    set { fatalError() }
  }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Geometry/Angle.swift
  public init() { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Geometry/Angle.swift
  public init(radians: Double) { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Geometry/Angle.swift
  public init(degrees: Double) { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Geometry/Angle.swift
  public static func radians(_ radians: Double) -> Angle { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Geometry/Angle.swift
  public static func degrees(_ degrees: Double) -> Angle { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Geometry/Angle.swift
  public static var zero: Angle { fatalError() }
}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Geometry/Angle.swift
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Angle: Hashable, Comparable {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Geometry/Angle.swift
  public static func < (lhs: Angle, rhs: Angle) -> Bool { fatalError() }
}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Geometry/Angle.swift
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Angle: Animatable {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Geometry/Angle.swift
  public typealias AnimatableData = Double
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Geometry/Angle.swift
  public var animatableData: Double {
    get { fatalError() }
    set { fatalError() }
  }
}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Geometry/UnitPoint.swift
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct UnitPoint: Hashable, Sendable {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Geometry/UnitPoint.swift
  public var x: CGFloat
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Geometry/UnitPoint.swift
  public var y: CGFloat
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Geometry/UnitPoint.swift
  public init() { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Geometry/UnitPoint.swift
  public init(x: CGFloat, y: CGFloat) { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Geometry/UnitPoint.swift
  public static let zero: UnitPoint = { fatalError() }()
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Geometry/UnitPoint.swift
  public static let center: UnitPoint = { fatalError() }()
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Geometry/UnitPoint.swift
  public static let leading: UnitPoint = { fatalError() }()
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Geometry/UnitPoint.swift
  public static let trailing: UnitPoint = { fatalError() }()
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Geometry/UnitPoint.swift
  public static let top: UnitPoint = { fatalError() }()
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Geometry/UnitPoint.swift
  public static let bottom: UnitPoint = { fatalError() }()
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Geometry/UnitPoint.swift
  public static let topLeading: UnitPoint = { fatalError() }()
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Geometry/UnitPoint.swift
  public static let topTrailing: UnitPoint = { fatalError() }()
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Geometry/UnitPoint.swift
  public static let bottomLeading: UnitPoint = { fatalError() }()
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Geometry/UnitPoint.swift
  public static let bottomTrailing: UnitPoint = { fatalError() }()
}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Geometry/UnitPoint.swift
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension UnitPoint: Animatable {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Geometry/UnitPoint.swift
  public var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { fatalError() }
    set { fatalError() }
  }
}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Edge/Edge.swift
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public enum Edge: Int8, CaseIterable, Sendable {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Edge/Edge.swift
  case top, leading, bottom, trailing

  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Edge/Edge.swift
  @frozen public struct Set: OptionSet, Sendable {
    // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Edge/Edge.swift
    public typealias Element = Edge.Set
    // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Edge/Edge.swift
    public let rawValue: Int8
    // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Edge/Edge.swift
    public init(rawValue: Int8) { fatalError() }
    // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Edge/Edge.swift
    public static let top: Edge.Set = { fatalError() }()
    // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Edge/Edge.swift
    public static let leading: Edge.Set = { fatalError() }()
    // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Edge/Edge.swift
    public static let bottom: Edge.Set = { fatalError() }()
    // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Edge/Edge.swift
    public static let trailing: Edge.Set = { fatalError() }()
    // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Edge/Edge.swift
    public static let all: Edge.Set = { fatalError() }()
    // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Edge/Edge.swift
    public static let horizontal: Edge.Set = { fatalError() }()
    // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Edge/Edge.swift
    public static let vertical: Edge.Set = { fatalError() }()
    // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Edge/Edge.swift
    public init(_ e: Edge) { fatalError() }
  }
}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Edge/EdgeInsets.swift
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct EdgeInsets: Equatable, Sendable {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Edge/EdgeInsets.swift
  public var top: CGFloat
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Edge/EdgeInsets.swift
  public var leading: CGFloat
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Edge/EdgeInsets.swift
  public var bottom: CGFloat
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Edge/EdgeInsets.swift
  public var trailing: CGFloat
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Edge/EdgeInsets.swift
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Edge/EdgeInsets.swift
  public init() { fatalError() }
}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Geometry/Axis.swift
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public enum Axis: Int8, CaseIterable, Sendable {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Geometry/Axis.swift
  case horizontal
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Geometry/Axis.swift
  case vertical
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Geometry/Axis.swift
  @frozen public struct Set: OptionSet, Sendable {
    // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Geometry/Axis.swift
    public let rawValue: Int8
    // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Geometry/Axis.swift
    public init(rawValue: Int8) { fatalError() }
    // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Geometry/Axis.swift
    public static let horizontal: Axis.Set = { fatalError() }()
    // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Geometry/Axis.swift
    public static let vertical: Axis.Set = { fatalError() }()
  }
}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Alignment/AlignmentGuide.swift
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol AlignmentID {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Alignment/AlignmentGuide.swift
  static func defaultValue(in context: ViewDimensions) -> CGFloat
}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Alignment/AlignmentGuide.swift
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct HorizontalAlignment: Equatable, Sendable {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Alignment/AlignmentGuide.swift
  public init(_ id: any AlignmentID.Type) { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Alignment/AlignmentGuide.swift
  public static let leading: HorizontalAlignment = { fatalError() }()
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Alignment/AlignmentGuide.swift
  public static let center: HorizontalAlignment = { fatalError() }()
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Alignment/AlignmentGuide.swift
  public static let trailing: HorizontalAlignment = { fatalError() }()
}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Alignment/AlignmentGuide.swift
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct VerticalAlignment: Equatable, Sendable {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Alignment/AlignmentGuide.swift
  public init(_ id: any AlignmentID.Type) { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Alignment/AlignmentGuide.swift
  public static let top: VerticalAlignment = { fatalError() }()
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Alignment/AlignmentGuide.swift
  public static let center: VerticalAlignment = { fatalError() }()
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Alignment/AlignmentGuide.swift
  public static let bottom: VerticalAlignment = { fatalError() }()
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Alignment/AlignmentGuide.swift
  public static let firstTextBaseline: VerticalAlignment = { fatalError() }()
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Alignment/AlignmentGuide.swift
  public static let lastTextBaseline: VerticalAlignment = { fatalError() }()
}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Alignment/AlignmentGuide.swift
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Alignment: Equatable, Sendable {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Alignment/AlignmentGuide.swift
  public var horizontal: HorizontalAlignment
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Alignment/AlignmentGuide.swift
  public var vertical: VerticalAlignment
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Alignment/AlignmentGuide.swift
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Alignment/AlignmentGuide.swift
  public static let center: Alignment = { fatalError() }()
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Alignment/AlignmentGuide.swift
  public static let leading: Alignment = { fatalError() }()
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Alignment/AlignmentGuide.swift
  public static let trailing: Alignment = { fatalError() }()
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Alignment/AlignmentGuide.swift
  public static let top: Alignment = { fatalError() }()
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Alignment/AlignmentGuide.swift
  public static let bottom: Alignment = { fatalError() }()
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Alignment/AlignmentGuide.swift
  public static let topLeading: Alignment = { fatalError() }()
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Alignment/AlignmentGuide.swift
  public static let topTrailing: Alignment = { fatalError() }()
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Alignment/AlignmentGuide.swift
  public static let bottomLeading: Alignment = { fatalError() }()
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/Alignment/AlignmentGuide.swift
  public static let bottomTrailing: Alignment = { fatalError() }()
}

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/View/ViewDimensions.swift
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ViewDimensions: Equatable {
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/View/ViewDimensions.swift
  public var width: CGFloat { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/View/ViewDimensions.swift
  public var height: CGFloat { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/View/ViewDimensions.swift
  public subscript(guide: HorizontalAlignment) -> CGFloat { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/View/ViewDimensions.swift
  public subscript(guide: VerticalAlignment) -> CGFloat { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/View/ViewDimensions.swift
  public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/View/ViewDimensions.swift
  public subscript(explicit guide: VerticalAlignment) -> CGFloat? { fatalError() }
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Layout/View/ViewDimensions.swift
  public static func == (lhs: ViewDimensions, rhs: ViewDimensions) -> Bool { fatalError() }
}

@available(*, unavailable)
extension ViewDimensions: Sendable {}
