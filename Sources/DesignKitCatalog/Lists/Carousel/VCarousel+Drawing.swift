import DesignKitCore

extension VCarousel: DrawableComponent {
  /// Three cards, each a card with its title, as wide as the narrowest iPhone (a carousel spans its screen).
  public static var galleryPreview: VCarousel {
    VCarousel(cards: ["Sunrise", "Harbour", "Summit"], width: PhoneWidth.narrowest)
  }

  /// Where the machine has the cards.
  public func following(_ machine: PagingMachine) -> VCarousel {
    var shown = self
    shown.position = machine.position
    return shown
  }

  /// The cards side by side, `layout.cardSpacing` apart, each as wide as the carousel less `layout.cardMargins`'
  /// sides and moved by the position times a card and its spacing, so the card at the position sits inside the
  /// margins and its neighbours peek in; the card in the middle is `layout.selectedCardHeightScale` as tall and
  /// `colors.selectedCardOpacity` opaque, a card a whole card or more from it `layout.sideCardHeightScale` as tall and
  /// `colors.sideCardOpacity` opaque, in between in proportion; each has `layout.cardShadow`.
  /// A card is a `VCard` with the card's title as its text. Disabled, the cards are `colors.disabledOpacity` opaque.
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    let m = Resolved<Model>(style)
    let margins = try m.layout.cardMargins
    let spacing = try m.layout.cardSpacing
    let card = max(0, width - margins.left - margins.right)
    let heightScale = try m.layout.sideCardHeightScale
    let opacity = try m.colors.sideCardOpacity
    let selectedHeightScale = try m.layout.selectedCardHeightScale
    let selectedOpacity = try m.colors.selectedCardOpacity
    let dimmed = state == .disabled ? try m.colors.disabledOpacity : 1
    let shadow = try m.layout.cardShadow
    let p = stillPosition
    let layout = DrawingLayout(layoutDirection: environment.layoutDirection, measurer: environment.textMeasurer)
    let cards = try cards.enumerated().map { i, title throws(Diagnostic) -> Drawing in
      let side = min(1, abs(p - Double(i)))
      let drawing = try VCard().drawing(in: environment)
        .fillingContent(
          with: .sample(VText(type: .multiLine, text: "\(title): a card of the carousel."), in: environment))
      let height = layout.layout(drawing, proposedWidth: card).height
      return drawing.frame(
        width: card, height: height * (selectedHeightScale - (selectedHeightScale - heightScale) * side)
      )
      .shadow(shadow).opacity((selectedOpacity - (selectedOpacity - opacity) * side) * dimmed)
    }
    return Drawing.hstack(spacing: spacing, alignment: .center, cards)
      .padding(margins)
      .offset(x: -p * (card + spacing))
      .scrolling(.horizontal, alignment: .leading)
      .frame(width: width)
  }
}
