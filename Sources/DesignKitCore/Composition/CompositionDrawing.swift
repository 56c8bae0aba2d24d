import DesignKitValues

/// A composition drawn as one picture: each component node with its resolved style (rules, scopes, instance changes
/// and theme applied) in its state and its environment, showing its content; a container's children stacked in its
/// content slot; presented content in front of the whole screen.
///
/// Nodes whose component has no drawing yet are drawn as labelled boxes (with their children inside) and listed in
/// `placeholders`, so that a screen always draws.
public struct CompositionDrawing: Sendable {
  /// The drawing, in logical coordinates, before layout.
  public var drawing: Drawing
  /// The component nodes drawn as placeholder boxes, in tree order.
  public var placeholders: [Placeholder]

  /// A component node drawn as a labelled box because its component has no drawing.
  public struct Placeholder: Sendable, Equatable {
    /// The node's path in the tree (`/children/0`).
    public var path: String
    /// The node's id, if it has one.
    public var id: String?
    /// The component.
    public var component: String
  }
}

extension Composition {
  /// `root` drawn: every component node with its resolved style and content (see `CompositionDrawing`).
  ///
  /// A container's children fill its drawing's content slot (`Drawing.fillingContent(withChildren:spacing:)`),
  /// arranged as the slot's sample is (a footer's actions in a row) or else as a column spaced by the container's
  /// `layout.spacing`, or by the spacing unit of the theme in effect when it has none; a plain
  /// container is such a column; a container without children shows its drawing's sample content. Presented nodes
  /// are drawn as iOS presents them, over the whole screen: in a column on a card of the theme's elevated background
  /// (its corner radius, a spacing unit inside it and two from the screen's sides), centred on the screen under the
  /// theme's dimming color. Throws the problems of
  /// resolving `root`, and a problem a component's drawing reports (with the node's path).
  public func drawing(of root: CompositionNode) throws(DiagnosticList) -> CompositionDrawing {
    let (nodes, foundations) = try resolved(root, recordsFoundations: true)
    var painter = Painter(
      registry: theme.registry, nodes: Dictionary(nodes.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a }),
      foundations: foundations, rootEnvironment: environment)
    var drawing: Drawing
    do {
      drawing = try painter.draw(root, path: "")
    } catch {
      throw DiagnosticList([error])
    }
    if !painter.presented.isEmpty {
      let theme = foundations["/"] ?? Foundations()
      let unit = theme.spacingUnit
      let card = Drawing.vstack(spacing: unit, alignment: .leading, painter.presented)
        .padding(unit)
        .background(
          .shape(
            .roundedRectangle(cornerRadius: theme.cornerRadius, style: .continuous),
            fill: theme.colors.elevated.system.resolved(in: environment))
        )
        .padding(ResolvedInsets(top: 0, left: 2 * unit, bottom: 0, right: 2 * unit))
      drawing = .layers(
        [
          drawing, .shape(.rectangle(CornerRadii(0), .circular), fill: theme.colors.dimming.resolved(in: environment)),
          card,
        ],
        alignment: .center)
    }
    return CompositionDrawing(drawing: drawing, placeholders: painter.placeholders)
  }

  private struct Painter {
    let registry: ComponentRegistry
    let nodes: [String: ResolvedNode]
    let foundations: [String: Foundations]
    let rootEnvironment: StyleEnvironment
    var placeholders: [CompositionDrawing.Placeholder] = []
    /// The presented nodes drawn so far, in tree order: in front of the whole screen, not of their presenter.
    var presented: [Drawing] = []

    mutating func draw(_ node: CompositionNode, path: String) throws(Diagnostic) -> Drawing {
      let key = path.isEmpty ? "/" : path
      let theme = foundations[key] ?? Foundations()
      let resolved = nodes[key]
      let entry = resolved.flatMap { registry[$0.component] }
      if let resolved, entry?.hasDrawing == false {
        placeholders.append(.init(path: key, id: node.id, component: resolved.component))
      }
      var children: [Drawing] = []
      for (i, child) in node.children.enumerated() { children.append(try draw(child, path: path + "/children/\(i)")) }
      for (i, child) in node.presented.enumerated() {
        presented.append(try draw(child, path: path + "/presented/\(i)"))
      }
      var body: Drawing
      if let resolved, let entry {
        var spacing = theme.spacingUnit
        if case .number(let n) = resolved.style["layout.spacing"] { spacing = n }
        let column = children.isEmpty ? nil : Drawing.vstack(spacing: spacing, alignment: .leading, children)
        let state = try entry.state(named: resolved.state)
        let own: Drawing?
        do {
          own = try entry.drawing(
            in: state, style: resolved.style, environment: resolved.environment, content: resolved.content)
        } catch {
          var d = error
          d.message = "\(node.id ?? key) (\(resolved.component)): " + d.message
          throw d
        }
        if let own {
          body = children.isEmpty ? own : own.fillingContent(withChildren: children, spacing: spacing)
        } else {
          body = placeholder(for: resolved, theme: theme, content: column)
        }
      } else {
        body = children.isEmpty ? .empty : .vstack(spacing: theme.spacingUnit, alignment: .leading, children)
      }
      return body
    }

    /// A full-width box outlined in the theme's secondary text color, labelled with the component (and `#id`), its
    /// content below (`text: Account`), then the node's children.
    func placeholder(for node: ResolvedNode, theme: Foundations, content: Drawing?) -> Drawing {
      let environment = node.environment
      func color(_ role: AdaptiveColor) -> Color { role.resolved(in: environment) }
      // The label annotates the picture and keeps its size; the content stands in for the component's and scales.
      let caption = theme.typeScale.caption1
      let body = theme.typeScale.footnote.scaled(to: environment.dynamicTypeSize, on: environment.platform)
      let label = node.component + (node.id.map { " #\($0)" } ?? "")
      var lines: [Drawing] = [.text(label, font: caption, color: color(theme.colors.secondaryText))]
      let texts = node.content.keys.sorted().map { "\($0): \(node.content[$0] ?? "")" }
      if !texts.isEmpty {
        lines.append(.text(texts.joined(separator: " · "), font: body, color: color(theme.colors.primaryText)))
      }
      if let content { lines.append(content) }
      let unit = theme.spacingUnit
      return Drawing.vstack(spacing: unit / 2, alignment: .leading, lines)
        .padding(unit)
        .frame(fillsWidth: true, alignment: .leading)
        .background(
          .shape(
            .roundedRectangle(cornerRadius: unit, style: .continuous),
            DrawingPaint(stroke: color(theme.colors.secondaryText), lineWidth: theme.hairline, placement: .inside)))
    }
  }
}
