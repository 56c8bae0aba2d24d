import DesignKitCore

/// The fonts of a component that shows a title over a message (a dialog, an empty state). A model passes its own
/// fonts at its stored property.
public struct TitleMessageFonts: Codable, Sendable, Equatable {
  /// The title.
  public var title: Font
  /// How the title is set: lines, shrinking, case, alignment.
  public var titleConfiguration: TextConfiguration
  /// The message.
  public var message: Font
  /// How the message is set.
  public var messageConfiguration: TextConfiguration

  /// Fonts with a title font and a message font, each set as its configuration says.
  public init(
    title: Font, message: Font, titleConfiguration: TextConfiguration = .init(),
    messageConfiguration: TextConfiguration = .init()
  ) {
    self.title = title
    self.titleConfiguration = titleConfiguration
    self.message = message
    self.messageConfiguration = messageConfiguration
  }
}
