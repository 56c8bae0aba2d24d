/// The sizing rules of a frame.
public struct DrawingFrame: Sendable, Equatable {
  /// A fixed width.
  public var width: Double?
  /// A fixed height.
  public var height: Double?
  /// A width that is this fraction of the width offered (a progress bar's fill); the content's width when nothing
  /// is offered. A fixed `width` wins.
  public var widthFraction: Double?
  /// The least width when the width is not fixed.
  public var minWidth: Double?
  /// The least height when the height is not fixed (a control grows past it with Dynamic Type).
  public var minHeight: Double?
  /// The most width the frame takes (a column of wrapping text); its content is offered at most this, and this
  /// when nothing is offered.
  public var maxWidth: Double?
  /// Whether the frame takes all the width offered to it.
  public var fillsWidth: Bool
  /// Whether the frame takes all the height offered to it.
  public var fillsHeight: Bool
  /// Where the content sits inside; where it is larger along `scrollAxis`, which part shows (top or leading: its
  /// start; bottom or trailing: its end).
  public var alignment: DrawingAlignment
  /// The axis along which the frame scrolls its content (a scroll view, a sheet at its detent, a field's one line of
  /// text), nil for none. Along it the frame takes its fixed length, else the length offered (at least its minimum),
  /// else its content's; the content is laid out at its own length there, clipped to the frame, and what lies past
  /// the frame is scrolled out of view, not cut (`LayoutCheck`).
  public var scrollAxis: DrawingStack.Axis?
  /// The most height a frame that scrolls vertically takes: its content's height up to this, past which the content
  /// scrolls (a text view that grows to its largest line count); nil takes the length offered, as `scrollAxis` says.
  public var maxScrollHeight: Double?
  /// Whether the frame is where a text input's text is edited: a native face puts the platform's editor there
  /// (`DrawingRegions.editableTexts`). It changes no size.
  public var marksEditableText = false
  /// The part of the component the frame is (a tab bar's tab `i`), which a touch point inside it addresses
  /// (`DrawingRegions.parts`); nil for none. It changes no size.
  public var marksPart: Int?
  /// Whether the frame is a device's screen (a screen-sized component drawn alone: a modal over the screen it dims, a
  /// navigation view): a gallery shows it in a device's frame, so that its bars and sheets are seen to reach the
  /// screen's edges (`Drawing.isScreen`). It changes no size.
  public var marksScreen = false

  /// Creates a frame.
  public init(
    width: Double? = nil, height: Double? = nil, widthFraction: Double? = nil, minWidth: Double? = nil,
    minHeight: Double? = nil, maxWidth: Double? = nil, fillsWidth: Bool = false, fillsHeight: Bool = false,
    alignment: DrawingAlignment = .center, scrollAxis: DrawingStack.Axis? = nil, maxScrollHeight: Double? = nil,
    marksEditableText: Bool = false
  ) {
    self.marksEditableText = marksEditableText
    self.width = width
    self.widthFraction = widthFraction
    self.height = height
    self.minWidth = minWidth
    self.minHeight = minHeight
    self.maxWidth = maxWidth
    self.fillsWidth = fillsWidth
    self.fillsHeight = fillsHeight
    self.alignment = alignment
    self.scrollAxis = scrollAxis
    self.maxScrollHeight = maxScrollHeight
  }
}
