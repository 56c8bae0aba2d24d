#if canImport(SwiftUI)
  import DesignKitCatalog
  import DesignKitCore
  import SwiftUI

  /// The lab's card around any view: the view inside `VCard`'s content slot (its padding, none with parts when the
  /// model clears it), as wide as offered, on the card's drawn rounded background, border and shadow; disabled under
  /// `.disabled(true)`.
  ///
  ///     VStack { Text("Storage") ; Text("Almost full") }.card()
  public struct CardModifier: ViewModifier {
    /// The model the card is drawn with; nil takes the environment's theme, as components do.
    public var model: VCardModel?
    /// Whether the content is card parts, which pad themselves.
    public var hasParts: Bool

    /// A card drawn with `model` (nil: the environment's theme, else the defaults) around content that is card parts
    /// when `hasParts`.
    public init(model: VCardModel? = nil, hasParts: Bool = false) {
      self.model = model
      self.hasParts = hasParts
    }

    public func body(content: Content) -> some View {
      CardBody(content: content, model: model, hasParts: hasParts)
    }
  }

  /// The content in the card's slot over the drawn card.
  private struct CardBody<Content: View>: View {
    let content: Content
    let model: VCardModel?
    let hasParts: Bool
    private var environment = HostEnvironment()

    init(content: Content, model: VCardModel?, hasParts: Bool) {
      self.content = content
      self.model = model
      self.hasParts = hasParts
    }

    var body: some View {
      let model = model ?? (try? environment.theme?.model(for: VCard.self)) ?? VCardModel()
      let card = VCard(model: model, state: environment.isEnabled ? .enabled : .disabled, hasParts: hasParts)
      let insets =
        (try? card.contentSlotInsets(width: 320, in: environment.style))
        ?? ResolvedInsets(top: 0, left: 0, bottom: 0, right: 0)
      content
        .padding(EdgeInsets(insets))
        .frame(maxWidth: .infinity, alignment: .leading)
        .background { ComponentStill(card) }
    }
  }

  extension View {
    /// This view in the lab's card (`CardModifier`): `model` nil takes the environment's theme.
    public func card(model: VCardModel? = nil, hasParts: Bool = false) -> some View {
      modifier(CardModifier(model: model, hasParts: hasParts))
    }
  }
#endif
