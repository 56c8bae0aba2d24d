import DesignKitValues

/// A composition drawn for review: one SVG per color scheme and an `index.html` that shows them side by side with the
/// screen's name, the preset, and the nodes drawn as placeholders because their component has no drawing yet. The
/// page inlines every SVG and loads nothing.
public struct CompositionPage: Sendable {
  /// The theme the composition resolves under.
  public var theme: Theme
  /// The screen's name.
  public var screen: String
  /// The root node.
  public var root: CompositionNode
  /// The color schemes to draw, side by side in this order.
  public var schemes: [StyleEnvironment.ColorScheme]
  /// Contrast, text size and direction at the root; the scheme comes from `schemes`.
  public var environment: StyleEnvironment
  /// The width offered to the screen: an iPhone's, `PhoneWidth.standard`.
  public var proposedWidth: Double
  /// Space around the screen.
  public var margin: Double

  /// Creates a page of `root`.
  public init(
    theme: Theme, screen: String, root: CompositionNode, schemes: [StyleEnvironment.ColorScheme] = [.light, .dark],
    environment: StyleEnvironment = .standard, proposedWidth: Double = PhoneWidth.standard, margin: Double = 16
  ) {
    self.theme = theme
    self.screen = screen
    self.root = root
    self.schemes = schemes
    self.environment = environment
    self.proposedWidth = proposedWidth
    self.margin = margin
  }

  /// Creates a page of `document`.
  public init(
    theme: Theme, document: CompositionDocument, schemes: [StyleEnvironment.ColorScheme] = [.light, .dark],
    environment: StyleEnvironment = .standard
  ) {
    self.init(
      theme: theme, screen: document.screen, root: document.root, schemes: schemes, environment: environment)
  }

  /// The file of the drawing in `scheme`: `screen-<scheme>.svg`.
  public static func path(for scheme: StyleEnvironment.ColorScheme) -> String { "screen-\(scheme.rawValue).svg" }

  /// The SVG files and the page; `undrawnComponents` names the components drawn as placeholders.
  public func render() throws(DiagnosticList) -> GalleryPage {
    let gallery = Gallery(
      theme: theme, schemes: schemes, environment: environment, canvas: theme.foundations.colors.canvas,
      proposedWidth: proposedWidth, margin: margin)
    var files: [GalleryPage.File] = []
    var placeholders: [CompositionDrawing.Placeholder] = []
    for scheme in schemes {
      var environment = self.environment
      environment.colorScheme = scheme
      let drawn = try Composition(theme: theme, environment: environment).drawing(of: root)
      if placeholders.isEmpty { placeholders = drawn.placeholders }
      let svg = gallery.render(drawn.drawing, environment: environment, id: "dk-screen-\(scheme.rawValue)")
      files.append(GalleryPage.File(path: Self.path(for: scheme), contents: svg))
    }
    var html = GalleryHTML(title: "\(screen) — DesignKit")
    html.heading(1, screen)
    html.paragraph(Gallery.presetLine(theme, schemes: schemes, environment: environment))
    html.openRow()
    for (scheme, file) in zip(schemes, files) { html.cell([file.contents], caption: scheme.rawValue) }
    html.closeRow()
    var undrawn: [String] = []
    for p in placeholders where !undrawn.contains(p.component) { undrawn.append(p.component) }
    if !placeholders.isEmpty {
      html.heading(2, "No drawing yet (drawn as labelled boxes)")
      html.paragraph(
        GalleryHTML.escape(
          placeholders.map { "\($0.component)\($0.id.map { " #\($0)" } ?? "") at \($0.path)" }.joined(
            separator: ", ")))
    }
    files.append(GalleryPage.File(path: "index.html", contents: html.document))
    return GalleryPage(files: files, undrawnComponents: undrawn)
  }
}
