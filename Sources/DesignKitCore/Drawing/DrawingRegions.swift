/// Where a laid-out drawing puts the parts a native face covers with views of its own: the content slots a
/// container fills with its children (a modal's content) and the lines of text (where a field's editor goes), in
/// physical coordinates of the drawing's frame, at rest (before effects such as a presentation's slide move them).
public struct DrawingRegions: Sendable, Equatable {
  /// The laid-out width.
  public var width: Double
  /// The laid-out height.
  public var height: Double
  /// Each content slot's frame, in tree order.
  public var contentSlots: [DrawingRect]
  /// Each line of text and its line box, in tree order.
  public var texts: [DrawingTextRegion]
  /// Where each text input's editor goes (`Drawing.editableText()`): the box its text and placeholder lie in, as wide
  /// as the drawing leaves them (up to a field's buttons), in tree order.
  public var editableTexts: [DrawingRect] = []
  /// Where each marked part shows (`Drawing.part(_:)`: a tab bar's tabs), in tree order.
  public var parts: [DrawingPartRegion] = []

  /// The part a touch at `point` addresses: the last marked part (the topmost) containing it; nil for none.
  public func part(at point: (x: Double, y: Double)) -> Int? {
    parts.last {
      point.x >= $0.rect.x && point.x <= $0.rect.x + $0.rect.width && point.y >= $0.rect.y
        && point.y <= $0.rect.y + $0.rect.height
    }?.index
  }

  /// The line box of the first line showing `string` exactly; nil when no line does.
  public func text(_ string: String) -> DrawingRect? { texts.first { $0.string == string }?.rect }
}

/// A marked part of a drawing (a tab) where it shows.
public struct DrawingPartRegion: Sendable, Equatable {
  /// The part's index (a tab's).
  public var index: Int
  /// Where it shows.
  public var rect: DrawingRect
}

/// A line of text where layout put it.
public struct DrawingTextRegion: Sendable, Equatable {
  /// The text of the line, as drawn (cased, cut with "…" where it was cut).
  public var string: String
  /// Its line box.
  public var rect: DrawingRect
}

extension DrawingLayout {
  /// The regions of `drawing` laid out in the size offered (nil: ideal), where `layout(_:proposedWidth:proposedHeight:)`
  /// puts them.
  public func regions(of drawing: Drawing, proposedWidth: Double? = nil, proposedHeight: Double? = nil)
    -> DrawingRegions
  {
    let trace = LayoutTrace()
    let laidOut = layout(drawing, proposedWidth: proposedWidth, proposedHeight: proposedHeight, trace: trace)
    // The trace records logical coordinates: leading is on the right in right-to-left layouts.
    func physical(_ rect: DrawingRect) -> DrawingRect {
      guard layoutDirection == .rightToLeft else { return rect }
      var mirrored = rect
      mirrored.x = laidOut.width - rect.x - rect.width
      return mirrored
    }
    return DrawingRegions(
      width: laidOut.width, height: laidOut.height, contentSlots: trace.slots.map(physical),
      texts: trace.texts.sorted { $0.order < $1.order }.map {
        DrawingTextRegion(string: $0.string, rect: physical($0.rect))
      }, editableTexts: trace.editableTexts.map(physical),
      parts: trace.parts.map { DrawingPartRegion(index: $0.index, rect: physical($0.rect)) })
  }
}
