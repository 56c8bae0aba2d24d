// Immediate-mode drawing: GraphicsContext and its shading, filters and text; Canvas; Gradient; ColorRenderingMode.

// Source: OpenSwiftUI Sources/OpenSwiftUICore/Graphic/GraphicsContext.swift
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@frozen public struct GraphicsContext {
  // Source: https://developer.apple.com/documentation/swiftui/graphicscontext/opacity
  public var opacity: Double {
    get { fatalError() }
    set { fatalError() }
  }
  // Source: https://developer.apple.com/documentation/swiftui/graphicscontext/blendmode-swift.property
  public var blendMode: GraphicsContext.BlendMode {
    get { fatalError() }
    set { fatalError() }
  }
  // Source: https://developer.apple.com/documentation/swiftui/graphicscontext/environment
  public var environment: EnvironmentValues { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/graphicscontext/transform
  public var transform: CGAffineTransform {
    get { fatalError() }
    set { fatalError() }
  }
  // Source: https://developer.apple.com/documentation/swiftui/graphicscontext/scaleby(x:y:)
  public mutating func scaleBy(x: CGFloat, y: CGFloat) { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/graphicscontext/translateby(x:y:)
  public mutating func translateBy(x: CGFloat, y: CGFloat) { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/graphicscontext/rotate(by:)
  public mutating func rotate(by angle: Angle) { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/graphicscontext/concatenate(_:)
  public mutating func concatenate(_ matrix: CGAffineTransform) { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/graphicscontext/clipboundingrect
  public var clipBoundingRect: CGRect { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/graphicscontext/clip(to:style:options:)
  public mutating func clip(
    to path: Path, style: FillStyle = FillStyle(), options: GraphicsContext.ClipOptions = ClipOptions()
  ) { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/graphicscontext/cliptolayer(opacity:options:content:)
  public mutating func clipToLayer(
    opacity: Double = 1, options: GraphicsContext.ClipOptions = ClipOptions(),
    content: (inout GraphicsContext) throws -> Void
  ) rethrows { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/graphicscontext/addfilter(_:options:)
  public mutating func addFilter(_ filter: GraphicsContext.Filter, options: GraphicsContext.FilterOptions = FilterOptions()) {
    fatalError()
  }
  // Source: https://developer.apple.com/documentation/swiftui/graphicscontext/drawlayer(content:)
  public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/graphicscontext/fill(_:with:style:)
  public func fill(_ path: Path, with shading: GraphicsContext.Shading, style: FillStyle = FillStyle()) { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/graphicscontext/stroke(_:with:style:)
  public func stroke(_ path: Path, with shading: GraphicsContext.Shading, style: StrokeStyle) { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/graphicscontext/stroke(_:with:linewidth:)
  public func stroke(_ path: Path, with shading: GraphicsContext.Shading, lineWidth: CGFloat = 1) { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/graphicscontext/resolve(_:)-4dx65
  public func resolve(_ text: Text) -> GraphicsContext.ResolvedText { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/graphicscontext/draw(_:in:)-69ad8
  public func draw(_ text: GraphicsContext.ResolvedText, in rect: CGRect) { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/graphicscontext/draw(_:at:anchor:)-6xr87
  public func draw(_ text: GraphicsContext.ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
    fatalError()
  }
  // Source: https://developer.apple.com/documentation/swiftui/graphicscontext/draw(_:in:)-5opqf
  public func draw(_ text: Text, in rect: CGRect) { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/graphicscontext/draw(_:at:anchor:)-5dgmd
  public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) { fatalError() }

  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Graphic/GraphicsContext.swift
  @frozen public struct BlendMode: RawRepresentable, Equatable, Sendable {
    // Source: OpenSwiftUI Sources/OpenSwiftUICore/Graphic/GraphicsContext.swift
    public let rawValue: Int32
    // Source: OpenSwiftUI Sources/OpenSwiftUICore/Graphic/GraphicsContext.swift
    public init(rawValue: Int32) { fatalError() }
    // Source: OpenSwiftUI Sources/OpenSwiftUICore/Graphic/GraphicsContext.swift
    public static var normal: GraphicsContext.BlendMode { fatalError() }
    // Source: OpenSwiftUI Sources/OpenSwiftUICore/Graphic/GraphicsContext.swift
    public static var multiply: GraphicsContext.BlendMode { fatalError() }
    // Source: OpenSwiftUI Sources/OpenSwiftUICore/Graphic/GraphicsContext.swift
    public static var screen: GraphicsContext.BlendMode { fatalError() }
    // Source: OpenSwiftUI Sources/OpenSwiftUICore/Graphic/GraphicsContext.swift
    public static var overlay: GraphicsContext.BlendMode { fatalError() }
    // Source: OpenSwiftUI Sources/OpenSwiftUICore/Graphic/GraphicsContext.swift
    public static var darken: GraphicsContext.BlendMode { fatalError() }
    // Source: OpenSwiftUI Sources/OpenSwiftUICore/Graphic/GraphicsContext.swift
    public static var lighten: GraphicsContext.BlendMode { fatalError() }
    // Source: OpenSwiftUI Sources/OpenSwiftUICore/Graphic/GraphicsContext.swift
    public static var colorDodge: GraphicsContext.BlendMode { fatalError() }
    // Source: OpenSwiftUI Sources/OpenSwiftUICore/Graphic/GraphicsContext.swift
    public static var colorBurn: GraphicsContext.BlendMode { fatalError() }
    // Source: OpenSwiftUI Sources/OpenSwiftUICore/Graphic/GraphicsContext.swift
    public static var softLight: GraphicsContext.BlendMode { fatalError() }
    // Source: OpenSwiftUI Sources/OpenSwiftUICore/Graphic/GraphicsContext.swift
    public static var hardLight: GraphicsContext.BlendMode { fatalError() }
    // Source: OpenSwiftUI Sources/OpenSwiftUICore/Graphic/GraphicsContext.swift
    public static var difference: GraphicsContext.BlendMode { fatalError() }
    // Source: OpenSwiftUI Sources/OpenSwiftUICore/Graphic/GraphicsContext.swift
    public static var exclusion: GraphicsContext.BlendMode { fatalError() }
    // Source: OpenSwiftUI Sources/OpenSwiftUICore/Graphic/GraphicsContext.swift
    public static var hue: GraphicsContext.BlendMode { fatalError() }
    // Source: OpenSwiftUI Sources/OpenSwiftUICore/Graphic/GraphicsContext.swift
    public static var saturation: GraphicsContext.BlendMode { fatalError() }
    // Source: OpenSwiftUI Sources/OpenSwiftUICore/Graphic/GraphicsContext.swift
    public static var color: GraphicsContext.BlendMode { fatalError() }
    // Source: OpenSwiftUI Sources/OpenSwiftUICore/Graphic/GraphicsContext.swift
    public static var luminosity: GraphicsContext.BlendMode { fatalError() }
    // Source: OpenSwiftUI Sources/OpenSwiftUICore/Graphic/GraphicsContext.swift
    public static var clear: GraphicsContext.BlendMode { fatalError() }
    // Source: OpenSwiftUI Sources/OpenSwiftUICore/Graphic/GraphicsContext.swift
    public static var copy: GraphicsContext.BlendMode { fatalError() }
    // Source: OpenSwiftUI Sources/OpenSwiftUICore/Graphic/GraphicsContext.swift
    public static var sourceIn: GraphicsContext.BlendMode { fatalError() }
    // Source: OpenSwiftUI Sources/OpenSwiftUICore/Graphic/GraphicsContext.swift
    public static var sourceOut: GraphicsContext.BlendMode { fatalError() }
    // Source: OpenSwiftUI Sources/OpenSwiftUICore/Graphic/GraphicsContext.swift
    public static var sourceAtop: GraphicsContext.BlendMode { fatalError() }
    // Source: OpenSwiftUI Sources/OpenSwiftUICore/Graphic/GraphicsContext.swift
    public static var destinationOver: GraphicsContext.BlendMode { fatalError() }
    // Source: OpenSwiftUI Sources/OpenSwiftUICore/Graphic/GraphicsContext.swift
    public static var destinationIn: GraphicsContext.BlendMode { fatalError() }
    // Source: OpenSwiftUI Sources/OpenSwiftUICore/Graphic/GraphicsContext.swift
    public static var destinationOut: GraphicsContext.BlendMode { fatalError() }
    // Source: OpenSwiftUI Sources/OpenSwiftUICore/Graphic/GraphicsContext.swift
    public static var destinationAtop: GraphicsContext.BlendMode { fatalError() }
    // Source: OpenSwiftUI Sources/OpenSwiftUICore/Graphic/GraphicsContext.swift
    public static var xor: GraphicsContext.BlendMode { fatalError() }
    // Source: OpenSwiftUI Sources/OpenSwiftUICore/Graphic/GraphicsContext.swift
    public static var plusDarker: GraphicsContext.BlendMode { fatalError() }
    // Source: OpenSwiftUI Sources/OpenSwiftUICore/Graphic/GraphicsContext.swift
    public static var plusLighter: GraphicsContext.BlendMode { fatalError() }
  }

  // Source: OpenSwiftUI Sources/OpenSwiftUICore/Graphic/GraphicsContext.swift
  @frozen public struct ClipOptions: OptionSet, Sendable {
    // Source: OpenSwiftUI Sources/OpenSwiftUICore/Graphic/GraphicsContext.swift
    public let rawValue: UInt32
    // Source: OpenSwiftUI Sources/OpenSwiftUICore/Graphic/GraphicsContext.swift
    public init(rawValue: UInt32) { fatalError() }
    // Source: OpenSwiftUI Sources/OpenSwiftUICore/Graphic/GraphicsContext.swift
    public static var inverse: GraphicsContext.ClipOptions { fatalError() }
  }

  // Source: https://developer.apple.com/documentation/swiftui/graphicscontext/shading
  public struct Shading: Sendable {
    // Source: https://developer.apple.com/documentation/swiftui/graphicscontext/shading/backdrop
    public static var backdrop: GraphicsContext.Shading { fatalError() }
    // Source: https://developer.apple.com/documentation/swiftui/graphicscontext/shading/foreground
    public static var foreground: GraphicsContext.Shading { fatalError() }
    // Source: https://developer.apple.com/documentation/swiftui/graphicscontext/shading/color(_:)
    public static func color(_ color: Color) -> GraphicsContext.Shading { fatalError() }
    // Source: https://developer.apple.com/documentation/swiftui/graphicscontext/shading/color(_:red:green:blue:opacity:)
    public static func color(
      _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1
    ) -> GraphicsContext.Shading { fatalError() }
    // Source: https://developer.apple.com/documentation/swiftui/graphicscontext/shading/color(_:white:opacity:)
    public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1)
      -> GraphicsContext.Shading
    { fatalError() }
    // Source: https://developer.apple.com/documentation/swiftui/graphicscontext/shading/style(_:)
    public static func style<S>(_ style: S) -> GraphicsContext.Shading where S: ShapeStyle { fatalError() }
    // Source: https://developer.apple.com/documentation/swiftui/graphicscontext/shading/lineargradient(_:startpoint:endpoint:options:)
    public static func linearGradient(
      _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
      options: GraphicsContext.GradientOptions = GradientOptions()
    ) -> GraphicsContext.Shading { fatalError() }
    // Source: https://developer.apple.com/documentation/swiftui/graphicscontext/shading/radialgradient(_:center:startradius:endradius:options:)
    public static func radialGradient(
      _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
      options: GraphicsContext.GradientOptions = GradientOptions()
    ) -> GraphicsContext.Shading { fatalError() }
    // Source: https://developer.apple.com/documentation/swiftui/graphicscontext/shading/conicgradient(_:center:angle:options:)
    public static func conicGradient(
      _ gradient: Gradient, center: CGPoint, angle: Angle = Angle(),
      options: GraphicsContext.GradientOptions = GradientOptions()
    ) -> GraphicsContext.Shading { fatalError() }
  }

  // Source: https://developer.apple.com/documentation/swiftui/graphicscontext/gradientoptions
  @frozen public struct GradientOptions: OptionSet, Sendable {
    // Source: https://developer.apple.com/documentation/swiftui/graphicscontext/gradientoptions
    public let rawValue: UInt32
    // Source: https://developer.apple.com/documentation/swiftui/graphicscontext/gradientoptions
    public init(rawValue: UInt32) { fatalError() }
    // Source: https://developer.apple.com/documentation/swiftui/graphicscontext/gradientoptions/repeat
    public static var `repeat`: GraphicsContext.GradientOptions { fatalError() }
    // Source: https://developer.apple.com/documentation/swiftui/graphicscontext/gradientoptions/mirror
    public static var mirror: GraphicsContext.GradientOptions { fatalError() }
    // Source: https://developer.apple.com/documentation/swiftui/graphicscontext/gradientoptions/linearcolor
    public static var linearColor: GraphicsContext.GradientOptions { fatalError() }
  }

  // Source: https://developer.apple.com/documentation/swiftui/graphicscontext/filter
  public struct Filter: Sendable {
    // Source: https://developer.apple.com/documentation/swiftui/graphicscontext/filter/shadow(color:radius:x:y:blendmode:options:)
    public static func shadow(
      color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0,
      blendMode: GraphicsContext.BlendMode = .normal, options: GraphicsContext.ShadowOptions = ShadowOptions()
    ) -> GraphicsContext.Filter { fatalError() }
    // Source: https://developer.apple.com/documentation/swiftui/graphicscontext/filter/blur(radius:options:)
    public static func blur(radius: CGFloat, options: GraphicsContext.BlurOptions = BlurOptions())
      -> GraphicsContext.Filter
    { fatalError() }
    // Source: https://developer.apple.com/documentation/swiftui/graphicscontext/filter/saturation(_:)
    public static func saturation(_ amount: Double) -> GraphicsContext.Filter { fatalError() }
    // Source: https://developer.apple.com/documentation/swiftui/graphicscontext/filter/brightness(_:)
    public static func brightness(_ amount: Double) -> GraphicsContext.Filter { fatalError() }
  }

  // Source: https://developer.apple.com/documentation/swiftui/graphicscontext/shadowoptions
  @frozen public struct ShadowOptions: OptionSet, Sendable {
    // Source: https://developer.apple.com/documentation/swiftui/graphicscontext/shadowoptions
    public let rawValue: UInt32
    // Source: https://developer.apple.com/documentation/swiftui/graphicscontext/shadowoptions
    public init(rawValue: UInt32) { fatalError() }
    // Source: https://developer.apple.com/documentation/swiftui/graphicscontext/shadowoptions/shadowabove
    public static var shadowAbove: GraphicsContext.ShadowOptions { fatalError() }
    // Source: https://developer.apple.com/documentation/swiftui/graphicscontext/shadowoptions/shadowonly
    public static var shadowOnly: GraphicsContext.ShadowOptions { fatalError() }
    // Source: https://developer.apple.com/documentation/swiftui/graphicscontext/shadowoptions/invertsalpha
    public static var invertsAlpha: GraphicsContext.ShadowOptions { fatalError() }
    // Source: https://developer.apple.com/documentation/swiftui/graphicscontext/shadowoptions/disablesgroup
    public static var disablesGroup: GraphicsContext.ShadowOptions { fatalError() }
  }

  // Source: https://developer.apple.com/documentation/swiftui/graphicscontext/bluroptions
  @frozen public struct BlurOptions: OptionSet, Sendable {
    // Source: https://developer.apple.com/documentation/swiftui/graphicscontext/bluroptions
    public let rawValue: UInt32
    // Source: https://developer.apple.com/documentation/swiftui/graphicscontext/bluroptions
    public init(rawValue: UInt32) { fatalError() }
    // Source: https://developer.apple.com/documentation/swiftui/graphicscontext/bluroptions/opaque
    public static var opaque: GraphicsContext.BlurOptions { fatalError() }
    // Source: https://developer.apple.com/documentation/swiftui/graphicscontext/bluroptions/dithersresult
    public static var dithersResult: GraphicsContext.BlurOptions { fatalError() }
  }

  // Source: https://developer.apple.com/documentation/swiftui/graphicscontext/filteroptions
  @frozen public struct FilterOptions: OptionSet, Sendable {
    // Source: https://developer.apple.com/documentation/swiftui/graphicscontext/filteroptions
    public let rawValue: UInt32
    // Source: https://developer.apple.com/documentation/swiftui/graphicscontext/filteroptions
    public init(rawValue: UInt32) { fatalError() }
    // Source: https://developer.apple.com/documentation/swiftui/graphicscontext/filteroptions/linearcolor
    public static var linearColor: GraphicsContext.FilterOptions { fatalError() }
  }

  // Source: https://developer.apple.com/documentation/swiftui/graphicscontext/resolvedtext
  public struct ResolvedText {
    // Source: https://developer.apple.com/documentation/swiftui/graphicscontext/resolvedtext/shading
    public var shading: GraphicsContext.Shading
    // Source: https://developer.apple.com/documentation/swiftui/graphicscontext/resolvedtext/measure(in:)
    public func measure(in size: CGSize) -> CGSize { fatalError() }
    // Source: https://developer.apple.com/documentation/swiftui/graphicscontext/resolvedtext/firstbaseline(in:)
    public func firstBaseline(in size: CGSize) -> CGFloat { fatalError() }
    // Source: https://developer.apple.com/documentation/swiftui/graphicscontext/resolvedtext/lastbaseline(in:)
    public func lastBaseline(in size: CGSize) -> CGFloat { fatalError() }
  }
}

@available(*, unavailable)
extension GraphicsContext: Sendable {}

@available(*, unavailable)
extension GraphicsContext.ResolvedText: Sendable {}

// Source: https://developer.apple.com/documentation/swiftui/canvas
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct Canvas<Symbols>: View where Symbols: View {
  // Source: https://developer.apple.com/documentation/swiftui/canvas/symbols
  public var symbols: Symbols
  // Source: https://developer.apple.com/documentation/swiftui/canvas/renderer
  public var renderer: (inout GraphicsContext, CGSize) -> Void
  // Source: https://developer.apple.com/documentation/swiftui/canvas/isopaque
  public var isOpaque: Bool
  // Source: https://developer.apple.com/documentation/swiftui/canvas/colormode
  public var colorMode: ColorRenderingMode
  // Source: https://developer.apple.com/documentation/swiftui/canvas/rendersasynchronously
  public var rendersAsynchronously: Bool
  // Source: https://developer.apple.com/documentation/swiftui/canvas/init(opaque:colormode:rendersasynchronously:renderer:symbols:)
  public init(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols
  ) { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/canvas
  public typealias Body = Never
  // Source: OpenSwiftUI Sources/OpenSwiftUICore/View/View.swift (PrimitiveView.body)
  public var body: Never { fatalError() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Canvas where Symbols == EmptyView {
  // Source: https://developer.apple.com/documentation/swiftui/canvas/init(opaque:colormode:rendersasynchronously:renderer:)
  public init(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void
  ) { fatalError() }
}

@available(*, unavailable)
extension Canvas: Sendable {}

// Source: https://developer.apple.com/documentation/swiftui/colorrenderingmode
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public enum ColorRenderingMode: Equatable, Hashable, Sendable {
  // Source: https://developer.apple.com/documentation/swiftui/colorrenderingmode/nonlinear
  case nonLinear
  // Source: https://developer.apple.com/documentation/swiftui/colorrenderingmode/linear
  case linear
  // Source: https://developer.apple.com/documentation/swiftui/colorrenderingmode/extendedlinear
  case extendedLinear
}

// Source: https://developer.apple.com/documentation/swiftui/gradient
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Gradient: Hashable, Sendable {
  // Source: https://developer.apple.com/documentation/swiftui/gradient/stop
  @frozen public struct Stop: Hashable, Sendable {
    // Source: https://developer.apple.com/documentation/swiftui/gradient/stop/color
    public var color: Color
    // Source: https://developer.apple.com/documentation/swiftui/gradient/stop/location
    public var location: CGFloat
    // Source: https://developer.apple.com/documentation/swiftui/gradient/stop/init(color:location:)
    public init(color: Color, location: CGFloat) { fatalError() }
  }
  // Source: https://developer.apple.com/documentation/swiftui/gradient/stops
  public var stops: [Gradient.Stop]
  // Source: https://developer.apple.com/documentation/swiftui/gradient/init(stops:)
  public init(stops: [Gradient.Stop]) { fatalError() }
  // Source: https://developer.apple.com/documentation/swiftui/gradient/init(colors:)
  public init(colors: [Color]) { fatalError() }
}

// Source: https://developer.apple.com/documentation/swiftui/gradient (Conforms To: ShapeStyle, iOS 16)
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Gradient: ShapeStyle {}
