import DesignKitCore

/// The animations of a text input per transition slot: the `Animations` of a bare text field, whose slots are a
/// static component's (enabled-ness, the validation highlight or a button's visibility change in `stateChange`).
public typealias TextInputAnimations = StaticAnimations
