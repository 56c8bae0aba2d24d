import DesignKitCore

/// The top of a card: it pads its title and description itself.
///
/// `VCardHeader()`
public typealias VCardHeader = CardSection<CardHeaderPart>

extension CardHeaderPart: CardColumnRole {}
