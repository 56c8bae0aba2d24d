import DesignKitValues

/// The device a gallery draws a screen in (`Gallery.framed(_:environment:)`), one per platform: an iPhone's bezel, an
/// iPad's wider one, a Mac window (a title bar with its three window buttons, small corners), a TV's thin square
/// bezel, a visionOS glass window with its window bar below it, a watch's rounded case with its crown. The frame only
/// surrounds the screen: the screen keeps its size and place within it, so what reaches the screen's edges is seen to.
struct DeviceFrame {
  /// The platform the frame is of.
  var platform: StyleEnvironment.Platform
  /// The direction the gallery lays the drawing out in: the window buttons follow it, as macOS mirrors them; a
  /// watch's crown does not.
  var layoutDirection: StyleEnvironment.LayoutDirection = .leftToRight

  /// A phone's, an iPad's, a TV's and a watch's case: near-black in light mode and a dark grey in dark mode (where a
  /// black screen meets a black canvas).
  static let bezel = AdaptiveColor(light: Color(rgb255: 28, 28, 30), dark: Color(rgb255: 72, 72, 74))
  /// A Mac window's title bar (the window's chrome, as AppKit draws it).
  static let titleBar = AdaptiveColor(light: Color(rgb255: 232, 232, 234), dark: Color(rgb255: 56, 56, 58))
  /// The hairline around a Mac window.
  static let windowEdge = AdaptiveColor(light: Color(rgb255: 176, 176, 180), dark: Color(rgb255: 92, 92, 96))
  /// A visionOS window's glass edge and its window bar.
  static let glass = AdaptiveColor(light: Color(rgb255: 150, 150, 156), dark: Color(rgb255: 120, 120, 126))
  /// The Mac's window buttons, close, minimize and zoom (AppKit's colors).
  static let windowButtons = [
    Color(rgb255: 255, 95, 87), Color(rgb255: 254, 188, 46), Color(rgb255: 40, 200, 64),
  ]
  /// A Mac window's title bar height, in points (a window without a toolbar).
  static let titleBarHeight = 28.0
  /// A visionOS window's corner radius, in points (the system's window shape).
  static let glassCornerRadius = 46.0

  /// The bezel's width on every side and the radius of its outer corners, in points: an iPhone's (10, 22), an iPad
  /// mini's (16, 28), a TV's thin one (8, 4), a watch's case (12, 44); nil for the windows (macOS, visionOS).
  var bezel: (width: Double, cornerRadius: Double)? {
    switch platform {
    case .iOS: return (10, 22)
    case .iPadOS: return (16, 28)
    case .tvOS: return (8, 4)
    case .watchOS: return (12, 44)
    case .macOS, .visionOS: return nil
    }
  }

  /// `screen` (the drawing on its canvas) in this frame, in the scheme `dark` says.
  func around(_ screen: Drawing, dark: Bool) -> Drawing {
    switch platform {
    case .macOS: return window(screen, dark: dark)
    case .visionOS: return glassWindow(screen, dark: dark)
    case .iOS, .iPadOS, .tvOS, .watchOS:
      guard let bezel else { return screen }
      // A watch's display has rounded corners of its own inside the case.
      let shown =
        platform == .watchOS
        ? screen.clipped(to: .roundedRectangle(cornerRadius: bezel.cornerRadius - bezel.width, style: .continuous))
        : screen
      let body = shown.padding(bezel.width)
        .background(
          .shape(
            .roundedRectangle(cornerRadius: bezel.cornerRadius, style: .continuous),
            fill: Self.bezel.resolved(dark: dark)))
      guard platform == .watchOS else { return body }
      // The Digital Crown on the case's right side, near its top, and the side button below it: hardware, on the
      // right in either layout direction (a row is mirrored right to left, so its order is too).
      let crown = Drawing.shape(
        .roundedRectangle(cornerRadius: 2, style: .continuous), fill: Self.bezel.resolved(dark: dark))
      let buttons = Drawing.vstack(spacing: 16, [crown.frame(width: 6, height: 30), crown.frame(width: 4, height: 44)])
        .padding(ResolvedInsets(top: 40, left: 0, bottom: 0, right: 0))
      return .hstack(spacing: 0, alignment: .top, layoutDirection == .rightToLeft ? [buttons, body] : [body, buttons])
    }
  }

  /// A Mac document window: a title bar with the close, minimize and zoom buttons on its leading side above the
  /// screen, small rounded corners and a hairline edge.
  private func window(_ screen: Drawing, dark: Bool) -> Drawing {
    let buttons = Self.windowButtons.map { Drawing.shape(.circle, fill: $0).frame(width: 12, height: 12) }
    let bar = Drawing.hstack(spacing: 8, buttons).padding(ResolvedInsets(top: 0, left: 10, bottom: 0, right: 10))
      .frame(
        height: Self.titleBarHeight, fillsWidth: true,
        alignment: DrawingAlignment(horizontal: .leading, vertical: .center)
      )
      .background(.shape(.rectangle(CornerRadii(0), .continuous), fill: Self.titleBar.resolved(dark: dark)))
    return screen.padding(ResolvedInsets(top: Self.titleBarHeight, left: 0, bottom: 0, right: 0))
      .background(.vstack(spacing: 0, [bar, .spacer]))
      .clipped(to: .roundedRectangle(cornerRadius: 10, style: .continuous))
      .padding(1)
      .background(
        .shape(.roundedRectangle(cornerRadius: 11, style: .continuous), fill: Self.windowEdge.resolved(dark: dark)))
  }

  /// A visionOS window: the screen on glass with the system's large rounded corners and a glass edge, and the window
  /// bar (the handle that moves the window) centred below it.
  private func glassWindow(_ screen: Drawing, dark: Bool) -> Drawing {
    let glass = Self.glass.resolved(dark: dark)
    let window = screen.clipped(to: .roundedRectangle(cornerRadius: Self.glassCornerRadius, style: .continuous))
      .padding(2)
      .background(.shape(.roundedRectangle(cornerRadius: Self.glassCornerRadius + 2, style: .continuous), fill: glass))
    return .vstack(spacing: 14, [window, Drawing.shape(.capsule, fill: glass).frame(width: 140, height: 10)])
  }
}
