import DesignKitCore

/// The bottom row of a card, holding its actions.
///
/// `VCardFooter()`
public typealias VCardFooter = CardSection<CardFooterPart>

extension CardFooterPart: CardSectionRole {}
