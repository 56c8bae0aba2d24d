/// The HTML around gallery and filmstrip drawings: self-contained (inline CSS and SVG, no scripts, no assets).
struct GalleryHTML {
  private var body: [String] = []
  private let title: String

  init(title: String) { self.title = title }

  static func escape(_ text: String) -> String { SVGNumber.escape(text) }

  mutating func heading(_ level: Int, _ text: String) { body.append("<h\(level)>\(Self.escape(text))</h\(level)>") }

  /// A paragraph of trusted HTML.
  mutating func paragraph(_ html: String) { body.append("<p>\(html)</p>") }

  mutating func details(_ summary: String, preformatted: String) {
    body.append(
      "<details open><summary>\(Self.escape(summary))</summary><pre>\(Self.escape(preformatted))</pre></details>")
  }

  mutating func openRow() { body.append("<div class=\"row\">") }
  mutating func closeRow() { body.append("</div>") }

  /// A figure holding SVG documents side by side, with a caption.
  mutating func cell(_ svgs: [String], caption: String) {
    body.append("<figure><div class=\"pair\">")
    body += svgs
    body.append("</div><figcaption>\(Self.escape(caption))</figcaption></figure>")
  }

  /// The widest a drawing is shown on the page, in CSS pixels: an iPhone's screen (or any narrower drawing) shows at
  /// its own size; an iPad's, a Mac window, a visionOS window and a TV's 1920 pt screen are scaled down to this width,
  /// the SVG keeping its own coordinates (its `viewBox`), so the page reads without scrolling sideways.
  static let maxDisplayedWidth = 640

  var document: String {
    """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <title>\(Self.escape(title))</title>
    <style>
    body { margin: 0; padding: 20px 28px; font: 14px/1.45 -apple-system, Inter, system-ui, sans-serif; background: #e8e8ed; color: #1d1d1f; }
    h1 { font-size: 22px; margin: 0 0 4px; }
    h2 { font-size: 17px; margin: 24px 0 8px; padding-bottom: 4px; border-bottom: 1px solid #c7c7cc; }
    h3 { font: 600 13px ui-monospace, 'DejaVu Sans Mono', monospace; margin: 14px 0 6px; }
    .row { display: flex; flex-wrap: wrap; gap: 10px; }
    figure { margin: 0; padding: 4px; background: #fff; border-radius: 8px; box-shadow: 0 1px 2px rgba(0,0,0,.12); }
    .pair { display: flex; }
    .pair svg { display: block; max-width: \(Self.maxDisplayedWidth)px; height: auto; }
    figcaption { font: 11px ui-monospace, 'DejaVu Sans Mono', monospace; color: #555; padding: 3px 2px 0; }
    pre { background: #fff; padding: 8px 10px; border-radius: 6px; overflow: auto; font-size: 12px; }
    </style>
    </head>
    <body>

    """ + body.joined(separator: "\n") + "\n</body>\n</html>\n"
  }
}
