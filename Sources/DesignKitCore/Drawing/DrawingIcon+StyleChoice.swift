import DesignKitValues

/// A model may choose a glyph (a checkbox's checkmark): in a style tree an icon is a choice among the vocabulary's
/// SF Symbols names.
extension DrawingIcon: StyleChoice {}
