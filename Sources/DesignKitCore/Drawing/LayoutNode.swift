import DesignKitValues

/// One drawing of a layout pass with its children as nodes, so that each part is sized once per proposal: a stack
/// sizes its children at several proposals (ideal, smallest, offered) and places them after, and a parent places
/// what it has sized, so without the sizes kept here a part deep in a drawing was sized once for every stack above
/// it, and again at each of their proposals.
final class LayoutNode {
  /// The drawing this node lays out.
  let drawing: Drawing
  /// The drawing's parts in the order `Drawing` names them (`decorated`: content, behind, in front, `.empty` for
  /// a missing one; `bar`: leading, principal, trailing).
  let children: [LayoutNode]
  /// Sizes taken this pass, by proposal and by whether words were kept whole.
  private var sizes: [(width: Double?, height: Double?, wordsWhole: Bool, size: DrawingLayout.Size)] = []
  /// Text laid out this pass, by width.
  private var texts: [(width: Double, layout: TextLayout)] = []
  /// Whether the drawing grows along each axis (nil: not asked yet).
  var flexible: (horizontal: Bool?, vertical: Bool?) = (nil, nil)

  /// A node for `drawing` and, below it, one for each of its parts.
  init(_ drawing: Drawing) {
    self.drawing = drawing
    switch drawing {
    case .shape, .text, .spacer, .empty: children = []
    case .stack(let stack): children = stack.children.map(LayoutNode.init)
    case .layers(let parts, _), .fitting(let parts): children = parts.map(LayoutNode.init)
    case .bar(let leading, let principal, let trailing, _):
      children = [LayoutNode(leading), LayoutNode(principal), LayoutNode(trailing)]
    case .decorated(let content, let behind, let inFront):
      children = [LayoutNode(content), LayoutNode(behind ?? .empty), LayoutNode(inFront ?? .empty)]
    case .padding(let content, _), .frame(let content, _), .effects(let content, _), .content(let content):
      children = [LayoutNode(content)]
    }
  }

  /// The size taken at a proposal this pass, if any.
  func size(width: Double?, height: Double?, wordsWhole: Bool) -> DrawingLayout.Size? {
    for entry in sizes where entry.width == width && entry.height == height && entry.wordsWhole == wordsWhole {
      return entry.size
    }
    return nil
  }

  /// Keeps the size taken at a proposal.
  func remember(_ size: DrawingLayout.Size, width: Double?, height: Double?, wordsWhole: Bool) {
    sizes.append((width, height, wordsWhole, size))
  }

  /// The drawing's text (a `.text` node) laid out at `width`, once per width this pass.
  func text(_ run: TextRun, width: Double, measurer: TextMeasurer) -> TextLayout {
    for entry in texts where entry.width == width { return entry.layout }
    let layout = TextLayoutCache.layout(run, width: width, measurer: measurer)
    texts.append((width, layout))
    return layout
  }
}
