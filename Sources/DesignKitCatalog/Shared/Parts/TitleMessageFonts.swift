import DesignKitCore

/// The fonts of a component that shows a title over a message (a dialog, an empty state). A model passes its own
/// fonts at its stored property.
public struct TitleMessageFonts: Codable, Sendable, Equatable {
  /// The title.
  public var title: Font
  /// The message.
  public var message: Font

  /// Fonts with a title font and a message font.
  public init(title: Font, message: Font) {
    self.title = title
    self.message = message
  }
}
