import DesignKitCore

/// The model of `VPlainButton`: a borderless title.
public typealias VPlainButtonModel = TextButtonModel
