extension Drawing {
  /// This drawing marked as where a text input's text is edited: a native face puts the platform's editor over it
  /// (`DrawingRegions.editableTexts`) and paints the laid-out drawing without what the editor shows
  /// (`LaidOutDrawing.omittingEditedText(in:)`). It changes no size or place.
  public func editableText() -> Drawing { .frame(self, DrawingFrame(marksEditableText: true)) }

  /// This drawing marked as part `index` of its component (a tab bar's tab): a host maps a touch inside it to the
  /// part (`DrawingRegions.parts`, `HostInput`'s `tabPressed`). It changes no size or place.
  public func part(_ index: Int) -> Drawing {
    var frame = DrawingFrame()
    frame.marksPart = index
    return .frame(self, frame)
  }

  /// This drawing marked as a device's screen (a screen-sized component drawn alone): a gallery draws a device's
  /// frame around it (`isScreen`). It changes no size or place.
  public func screen() -> Drawing {
    var frame = DrawingFrame()
    frame.marksScreen = true
    return .frame(self, frame)
  }

  /// Whether this drawing is a device's screen (`screen()`), under the frames, effects (a clip) and backgrounds
  /// wrapped around it, alone in a stack (a composition's root), or at the back of layers drawn over it (a
  /// composition's presented card over its dimmed screen); a screen inside padding or beside other drawings is part
  /// of something else.
  public var isScreen: Bool {
    switch self {
    case .frame(let inner, let frame): return frame.marksScreen || inner.isScreen
    case .effects(let inner, _), .decorated(let inner, _, _): return inner.isScreen
    case .stack(let stack): return stack.children.count == 1 && stack.children[0].isScreen
    case .layers(let children, _): return children.first?.isScreen ?? false
    default: return false
    }
  }
}

extension LaidOutDrawing {
  /// This drawing without what a platform editor over `regions` shows itself: every text run that meets a region
  /// (the text, the placeholder, lines scrolled past it) and every shape inside one (the drawn caret). What lies
  /// around the regions (a field's background, border, icons, buttons, header and footer) stays.
  public func omittingEditedText(in regions: [DrawingRect]) -> LaidOutDrawing {
    guard !regions.isEmpty else { return self }
    func kept(_ node: PlacedNode) -> PlacedNode? {
      switch node {
      case .text(_, let rect, _, _):
        return regions.contains { $0.intersection(rect) != nil } ? nil : node
      case .shape(_, let rect, _, _):
        return regions.contains { $0.holds(rect) } ? nil : node
      case .group(let effects, let children):
        return .group(effects, children.compactMap(kept))
      }
    }
    return LaidOutDrawing(width: width, height: height, nodes: nodes.compactMap(kept))
  }
}

extension DrawingRect {
  /// Whether `other` lies wholly inside this rectangle (to a hundredth of a point).
  fileprivate func holds(_ other: DrawingRect) -> Bool {
    other.x >= x - 0.01 && other.y >= y - 0.01 && other.x + other.width <= x + width + 0.01
      && other.y + other.height <= y + height + 0.01
  }
}
