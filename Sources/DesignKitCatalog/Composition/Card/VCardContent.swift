import DesignKitCore

/// The body of a card: it pads its children on the sides and bottom.
///
/// `VCardContent()`
public typealias VCardContent = CardSection<CardContentPart>

extension CardContentPart: CardColumnRole {}
