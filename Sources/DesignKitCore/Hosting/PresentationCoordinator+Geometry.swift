import DesignKitValues

extension PresentationCoordinator {
  /// The frame at `time` (nil: now) in the component's own coordinates: a full-screen component's is the screen.
  public func frame(at time: Double? = nil) throws(Diagnostic) -> HostFrame { try host.frame(at: time) }

  /// Where the component's frame goes on the screen: the whole screen, or its ideal size at an edge or in the centre.
  public func componentRect() -> DrawingRect {
    let screen = DrawingRect(x: 0, y: 0, width: screenWidth, height: screenHeight)
    guard placement != .fullScreen, let laidOut = try? host.frame().laidOut else { return screen }
    let x = (screenWidth - laidOut.width) / 2
    switch placement {
    case .fullScreen: return screen
    case .center:
      return DrawingRect(x: x, y: (screenHeight - laidOut.height) / 2, width: laidOut.width, height: laidOut.height)
    case .edge(.top, let margin):
      return DrawingRect(x: x, y: margin, width: laidOut.width, height: laidOut.height)
    case .edge(.bottom, let margin):
      return DrawingRect(
        x: x, y: screenHeight - margin - laidOut.height, width: laidOut.width, height: laidOut.height)
    }
  }

  /// The part of the screen the presented surface covers at rest (the sheet, the panel, the alert's card), in
  /// screen coordinates: what the drawing shows beside the backdrop that fills its whole frame (the dimmed screen). A
  /// touch outside it is an outside tap. Nil when the drawing shows nothing but the backdrop.
  public func surface() -> DrawingRect? {
    guard let laidOut = try? host.frame().laidOut else { return nil }
    return laidOut.presentedSurface(moved: false)?.rect.offsetBy(componentRect())
  }

  /// Where the presented content (a modal's own view) goes at `time` (nil: now), in screen coordinates: the drawing's
  /// content slot (`DrawingRegions.contentSlots`), moved as the surface has moved from where it rests (a sheet
  /// sliding in), with the surface's opacity (a modal fading in). Nil when the component has no content slot.
  ///
  /// The content follows the surface's offset and opacity, not its scale: a modal that grows from 95 % as it appears
  /// shows its content at full size.
  public func content(at time: Double? = nil) -> PresentedContentFrame? {
    guard let frame = try? host.frame(at: time) else { return nil }
    let layout = DrawingLayout(
      layoutDirection: host.environment.layoutDirection, measurer: host.environment.textMeasurer)
    let regions = layout.regions(
      of: frame.drawing, proposedWidth: host.proposedWidth, proposedHeight: host.proposedHeight)
    guard let slot = regions.contentSlots.first else { return nil }
    let origin = componentRect()
    let rest = frame.laidOut.presentedSurface(moved: false)
    let now = frame.laidOut.presentedSurface(moved: true)
    var rect = slot.offsetBy(origin)
    if let rest, let now {
      rect.x += now.rect.x - rest.rect.x
      rect.y += now.rect.y - rest.rect.y
    }
    return PresentedContentFrame(rect: rect, opacity: now?.opacity ?? 1)
  }

  /// The close button's area at rest, in screen coordinates: the cross the drawing shows, grown to 44 points each way;
  /// nil when the component shows none.
  public func closeButton() -> DrawingRect? {
    guard C.Machine.Event.eventForms.contains("closeButtonTapped"), let laidOut = try? host.frame().laidOut,
      let cross = laidOut.nodes.placedRects(ofIcon: .xmark).first
    else { return nil }
    return cross.grown(toAtLeast: Self.minimumTarget).offsetBy(componentRect())
  }

  /// Each action's area at rest, in screen coordinates, in `actionTitles`' order: its title's line box, grown to 44
  /// points each way; nil for a title the drawing does not show as it is.
  public func actionAreas() -> [DrawingRect?] {
    guard !actionTitles.isEmpty, let frame = try? host.frame() else { return [] }
    let layout = DrawingLayout(
      layoutDirection: host.environment.layoutDirection, measurer: host.environment.textMeasurer)
    var texts = layout.regions(
      of: frame.drawing, proposedWidth: host.proposedWidth, proposedHeight: host.proposedHeight
    )
    .texts
    let origin = componentRect()
    // The title and message come before the actions; each title takes the last unused line showing it, so an action
    // named as the title is still found.
    return actionTitles.reversed().map { title -> DrawingRect? in
      guard let i = texts.lastIndex(where: { $0.string == title }) else { return nil }
      let rect = texts[i].rect
      texts.remove(at: i)
      return rect.grown(toAtLeast: Self.minimumTarget).offsetBy(origin)
    }.reversed()
  }

  /// The smallest side of a tap target (points).
  static var minimumTarget: Double { 44 }

  /// The events a tap at `p` (screen coordinates) makes beside the host's own: an action chosen, the close button, or
  /// a tap outside the surface.
  func tapEvents(at p: HostPoint, outside: Bool) -> [String] {
    let forms = C.Machine.Event.eventForms
    if outside { return forms.contains("outsideTapped") ? ["outsideTapped"] : [] }
    if let close = closeButton(), close.contains(p) { return ["closeButtonTapped"] }
    if forms.contains("actionChosen(<index>)"),
      let i = actionAreas().firstIndex(where: { $0?.contains(p) ?? false })
    {
      return ["actionChosen(\(i))"]
    }
    return []
  }
}

/// Where presented content goes: its frame on the screen and how opaque it is.
public struct PresentedContentFrame: Sendable, Equatable {
  /// The frame, in screen coordinates.
  public var rect: DrawingRect
  /// The opacity, 0…1.
  public var opacity: Double
}

extension LaidOutDrawing {
  /// The presented surface: what the drawing shows beside a backdrop filling its whole frame, with its opacity (the
  /// product of the groups' around and on it). `moved`: where its groups' offsets have moved it (a sheet sliding in),
  /// else where it rests.
  func presentedSurface(moved: Bool) -> (rect: DrawingRect, opacity: Double)? {
    var found: (rect: DrawingRect, opacity: Double)?
    func visit(_ nodes: [PlacedNode], dx: Double, dy: Double, opacity: Double) {
      for node in nodes {
        guard var bounds = node.bounds else { continue }
        if case .group(let effects, _) = node, !moved {
          bounds.x -= effects.offsetX
          bounds.y -= effects.offsetY
        }
        bounds.x += dx
        bounds.y += dy
        let fills = bounds.x <= 0.5 && bounds.y <= 0.5 && bounds.width >= width - 1 && bounds.height >= height - 1
        switch node {
        case .group(let effects, let children) where fills:
          visit(
            children, dx: dx + (moved ? effects.offsetX : 0), dy: dy + (moved ? effects.offsetY : 0),
            opacity: opacity * effects.opacity)
        case .shape where fills:
          continue
        case .group(let effects, _):
          let union = found.map { $0.rect.union(bounds) } ?? bounds
          found = (union, max(found?.opacity ?? 0, opacity * effects.opacity))
        default:
          found = (found.map { $0.rect.union(bounds) } ?? bounds, max(found?.opacity ?? 0, opacity))
        }
      }
    }
    visit(nodes, dx: 0, dy: 0, opacity: 1)
    return found
  }
}

extension [PlacedNode] {
  /// The frames, at rest, of the icon `icon` wherever it is drawn, in tree order.
  func placedRects(ofIcon icon: DrawingIcon) -> [DrawingRect] {
    flatMap { node -> [DrawingRect] in
      switch node {
      case .shape(.icon(let drawn), let rect, _, _) where drawn == icon: [rect]
      case .group(_, let children): children.placedRects(ofIcon: icon)
      default: []
      }
    }
  }
}

extension DrawingRect {
  /// This rectangle moved by `origin`'s top-left corner.
  func offsetBy(_ origin: DrawingRect) -> DrawingRect {
    DrawingRect(x: x + origin.x, y: y + origin.y, width: width, height: height)
  }

  /// This rectangle grown evenly about its centre to at least `side` each way.
  func grown(toAtLeast side: Double) -> DrawingRect {
    let w = max(width, side)
    let h = max(height, side)
    return DrawingRect(x: x - (w - width) / 2, y: y - (h - height) / 2, width: w, height: h)
  }
}
