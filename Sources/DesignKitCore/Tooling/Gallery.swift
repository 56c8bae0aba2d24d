import DesignKitValues

/// Draws a theme's components in every state and color scheme: one SVG per component × state × scheme, and an
/// `index.html` that shows them by family, each component's states in a row with light and dark side by side, the
/// preset's name and what it changes against a baseline theme. The page inlines every SVG and loads nothing.
///
/// Components without a drawing (`RegisteredComponent.hasDrawing`) are listed on the page, not drawn.
public struct Gallery: Sendable {
  /// The theme to draw.
  public var theme: Theme
  /// The theme the page compares `theme` against (usually the defaults); nil for no comparison.
  public var baseline: Theme?
  /// The components to draw, by name; empty for every registered component.
  public var componentNames: [String]
  /// The color schemes to draw, side by side in this order.
  public var schemes: [StyleEnvironment.ColorScheme]
  /// Contrast, text size and direction; the scheme comes from `schemes`.
  public var environment: StyleEnvironment
  /// The background behind each drawing.
  public var canvas: AdaptiveColor
  /// The width offered to each drawing (full-width components take it): on iOS an iPhone's, `PhoneWidth.standard`;
  /// on another platform its sample screen's (`StyleEnvironment.Platform.sampleScreen`: a watch's 162 pt), the width
  /// the layout audit judges it at.
  public var proposedWidth: Double
  /// Space around each drawing, so that focus rings and shadows are not cut off.
  public var margin: Double

  /// Creates a gallery of `theme`.
  public init(
    theme: Theme, baseline: Theme? = nil, componentNames: [String] = [],
    schemes: [StyleEnvironment.ColorScheme] = [.light, .dark], environment: StyleEnvironment = .standard,
    canvas: AdaptiveColor = AdaptiveColor(light: .white, dark: .black), proposedWidth: Double? = nil,
    margin: Double = 12
  ) {
    self.theme = theme
    self.baseline = baseline
    self.componentNames = componentNames
    self.schemes = schemes
    self.environment = environment
    self.canvas = canvas
    let platform = environment.platform
    self.proposedWidth = proposedWidth ?? (platform == .iOS ? PhoneWidth.standard : platform.sampleScreen.width)
    self.margin = margin
  }

  /// One drawn cell: a component in a state and a scheme.
  public struct Cell: Sendable {
    /// The component's name.
    public var component: String
    /// The state.
    public var state: StateSelection
    /// The scheme.
    public var scheme: StyleEnvironment.ColorScheme
    /// The SVG document.
    public var svg: String

    /// The file's path in the gallery: `svg/<Component>/<state>-<scheme>.svg`, `+` in state names as `-`.
    public var path: String { "svg/\(component)/\(Gallery.slug(state.name))-\(scheme.rawValue).svg" }
  }

  /// The components to draw, in registry order; a diagnostic for an unknown name.
  func selectedComponents() throws(Diagnostic) -> [RegisteredComponent] {
    if componentNames.isEmpty { return theme.registry.components }
    var out: [RegisteredComponent] = []
    for name in componentNames { out.append(try theme.registry.component(named: name)) }
    return out
  }

  /// Every cell, without the page.
  public func cells() throws(Diagnostic) -> [Cell] {
    var out: [Cell] = []
    for component in try selectedComponents() where component.hasDrawing {
      let tree = try theme.tree(for: component.name)
      for state in component.states {
        for scheme in schemes {
          var environment = self.environment
          environment.colorScheme = scheme
          let style = tree.resolved(for: state, in: environment)
          guard
            let drawing = try component.drawing(in: state, style: style, environment: environment, tree: tree)
          else { continue }
          let svg = render(
            drawing, environment: environment, id: "dk-\(component.name)-\(Gallery.slug(state.name))-\(scheme.rawValue)"
          )
          out.append(Cell(component: component.name, state: state, scheme: scheme, svg: svg))
        }
      }
    }
    return out
  }

  /// `drawing` with the gallery's margin and canvas, laid out in the offered width, as SVG.
  func render(_ drawing: Drawing, environment: StyleEnvironment, id: String) -> String {
    SVGRenderer(idPrefix: id, background: canvas.resolved(dark: environment.colorScheme == .dark))
      .svg(for: laidOut(drawing, environment: environment))
  }

  /// `drawing` with the gallery's margin, laid out in the offered width in `environment`'s direction; a screen
  /// (`Drawing.isScreen`) in a device's frame: what a cell of the gallery shows.
  public func laidOut(_ drawing: Drawing, environment: StyleEnvironment) -> LaidOutDrawing {
    DrawingLayout(layoutDirection: environment.layoutDirection, measurer: environment.textMeasurer)
      .layout(framed(drawing, environment: environment).padding(margin), proposedWidth: proposedWidth + 2 * margin)
  }

  /// `drawing` in its platform's device frame (`DeviceFrame`) when it is a screen (`Drawing.isScreen`), each screen in its own when it is a
  /// column of screens (a cell's samples); otherwise `drawing`. The screen shows the canvas where the drawing leaves
  /// it clear (a dismissed modal's empty screen).
  func framed(_ drawing: Drawing, environment: StyleEnvironment) -> Drawing {
    if case .stack(var column) = drawing, column.children.count > 1, column.children.allSatisfy(\.isScreen) {
      column.children = column.children.map { framed($0, environment: environment) }
      return .stack(column)
    }
    guard drawing.isScreen else { return drawing }
    let dark = environment.colorScheme == .dark
    return DeviceFrame(platform: environment.platform, layoutDirection: environment.layoutDirection).around(
      drawing.background(.shape(.rectangle(CornerRadii(0), .continuous), fill: canvas.resolved(dark: dark))),
      dark: dark)
  }

  /// The SVG files and the page.
  public func render() throws(Diagnostic) -> GalleryPage {
    let components = try selectedComponents()
    let cells = try self.cells()
    var html = GalleryHTML(title: "DesignKit gallery — \(theme.name)")
    html.heading(1, "DesignKit gallery")
    html.paragraph(Self.presetLine(theme, schemes: schemes, environment: environment))
    if let baseline {
      let differ = ThemeDiff()
      let rows = try differ.diff(baseline, theme)
      if rows.isEmpty {
        html.paragraph("Same values as <b>\(GalleryHTML.escape(baseline.name))</b>.")
      } else {
        html.details(
          "What it changes against \(baseline.name) (\(rows.count) row\(rows.count == 1 ? "" : "s"))",
          preformatted: differ.lines(for: rows, registry: theme.registry).joined(separator: "\n"))
      }
    }
    for family in ComponentFamily.allCases {
      let members = components.filter { $0.family == family && $0.hasDrawing }
      guard !members.isEmpty else { continue }
      html.heading(2, family.title)
      for component in members {
        html.heading(3, component.name)
        html.openRow()
        for state in component.states {
          html.cell(
            cells.filter { $0.component == component.name && $0.state == state }.map(\.svg), caption: state.name)
        }
        html.closeRow()
      }
    }
    let undrawn = components.filter { !$0.hasDrawing }.map(\.name)
    if !undrawn.isEmpty {
      html.heading(2, "No drawing yet")
      html.paragraph(GalleryHTML.escape(undrawn.joined(separator: ", ")))
    }
    let files = cells.map { GalleryPage.File(path: $0.path, contents: $0.svg) }
    return GalleryPage(
      files: files + [GalleryPage.File(path: "index.html", contents: html.document)], undrawnComponents: undrawn)
  }

  /// `Preset <b>name</b> · light | dark · watchOS · increased contrast · Dynamic Type accessibility1 · right to left`
  /// (HTML): the preset, the schemes, and what `environment` changes besides the scheme.
  static func presetLine(_ theme: Theme, schemes: [StyleEnvironment.ColorScheme], environment: StyleEnvironment)
    -> String
  {
    var parts: [String] = []
    if environment.platform != .iOS { parts.append(environment.platform.rawValue) }
    if environment.contrast == .increased { parts.append("increased contrast") }
    if environment.dynamicTypeSize != .large { parts.append("Dynamic Type \(environment.dynamicTypeSize.rawValue)") }
    if environment.layoutDirection == .rightToLeft { parts.append("right to left") }
    let note = parts.isEmpty ? "" : " · " + parts.joined(separator: " · ")
    return "Preset <b>\(GalleryHTML.escape(theme.name))</b> · \(schemes.map(\.rawValue).joined(separator: " | "))"
      + GalleryHTML.escape(note)
  }

  /// A state or event name usable in file names and ids.
  static func slug(_ name: String) -> String {
    String(name.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" })
  }
}
