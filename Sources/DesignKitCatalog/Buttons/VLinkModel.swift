import DesignKitCore

/// The model of `VLink`: a borderless title that opens a URL.
public typealias VLinkModel = TextButtonModel
