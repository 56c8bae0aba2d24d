import DesignKitCore

/// Cards paged sideways, the selected one in the middle with its neighbours peeking in at the sides and scaled by the
/// model's side-card scale (VComponents 8.1's carousel); a drag moves the cards with the finger and they settle on a
/// card on release, and a page dot or the owner can select any card. It shows `selection` at once when it appears,
/// and is adjustable for assistive technologies (swipe up: the next card; the arrow keys step and stop at the ends).
/// Disabled (`PagingPhase.disabled`, 8.1's `.disabled`), its cards dim to `colors.disabledOpacity` and it takes no
/// drag or key; the owner can still select a card.
///
/// `VCarousel(cards: ["Sunrise", "Harbour", "Summit"])`
public struct VCarousel: ConfiguredComponent {
  public typealias Machine = PagingMachine
  public static var family: ComponentFamily { .lists }
  public static var accessibilityRole: AccessibilityRole { .carousel }
  public static func machineParameters(for model: VCarouselModel) -> PagingParameters {
    model.parameters(containerWidth: PagingParameters().pageWidth)
  }
  public static var machineSettings: [String] { ["misc.isDragEnabled", "misc.pagingThreshold", "misc.flickVelocity"] }
  public static var contentKeys: [ContentKey<Self>] { [.init("width", \.width)] }
  /// Dragging past half a card selects the next one.
  public static var callbackProbe: CallbackProbe<Self>? {
    CallbackProbe(events: [.dragStarted, .dragMoved(translation: -200), .dragEnded(velocity: 0)], expected: ["1"]) {
      report in VCarousel(cards: ["Sunrise", "Harbour"]) { report(String($0)) }
    }
  }

  public var model: VCarouselModel
  public var state: PagingPhase
  /// Each card's title (in a composition, a card's content is the child in its slot).
  public var cards: [String]
  /// The card it shows when it appears, at rest (no settle from the first card).
  public var selection: Int
  /// The carousel's width (points): the selected card is this less `layout.cardMargins`.
  public var width: Double
  /// The platform it runs on: its paging reads that platform's `layout.cardSpacing` and `layout.cardMargins`, as its
  /// drawing in an environment of that platform does (a host sets it from its environment).
  public var platform: StyleEnvironment.Platform
  /// Where the cards are, in cards from the first (fractional between cards); nil: a still's instant (the first card
  /// at rest, a third of the way to the second while dragged, halfway back from it while settling).
  public var position: Double?
  /// Called with the card the person chose.
  public var onSelect: @Sendable (Int) -> Void
  public var accessibilityLabel: String { "Carousel" }
  /// The card in the middle: "Harbour, 2 of 3".
  public var accessibilityValue: String? {
    guard !cards.isEmpty else { return nil }
    let i = min(max(Int(stillPosition.rounded()), 0), cards.count - 1)
    return "\(cards[i]), \(i + 1) of \(cards.count)"
  }
  /// The machine pages by a card and its spacing, one page per card.
  public var machineParameters: PagingParameters {
    var p = model.parameters(containerWidth: width, on: platform)
    p.pageCount = cards.count
    p.initialSelection = selection
    p.arrowKeysWrap = false
    return p
  }
  /// Calls `onSelect` with the card the machine reports chosen.
  public func handle(_ output: MachineOutput) {
    if let card = output.changedValue?.indexValue { onSelect(card) }
  }

  /// Creates a carousel `width` points wide on `platform`.
  public init(
    model: VCarouselModel = .init(), state: PagingPhase = .resting, selection: Int = 0, cards: [String],
    width: Double = 260, platform: StyleEnvironment.Platform = .iOS,
    onSelect: @escaping @Sendable (Int) -> Void = { _ in }
  ) {
    self.platform = platform
    self.model = model
    self.state = state
    self.selection = selection
    self.cards = cards
    self.width = width.isFinite ? max(0, width) : 0
    self.onSelect = onSelect
  }

  /// `position`, or the still's instant for the state.
  var stillPosition: Double {
    PagingPhase.stillPosition(position, selection: selection, pageCount: cards.count, state: state)
  }
}
