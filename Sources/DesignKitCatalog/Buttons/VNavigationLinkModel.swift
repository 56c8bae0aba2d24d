import DesignKitCore

/// The model of `VNavigationLink`: a borderless title that pushes a destination.
public typealias VNavigationLinkModel = TextButtonModel
