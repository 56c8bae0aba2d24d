import DesignKitCore

/// A button that opens a URL: its fired press reports `urlOpened(url)`.
///
/// `VLink(title: "Terms", url: "https://example.com/terms")`
public struct VLink: LinkComponent {
  public typealias Machine = LinkMachine
  public typealias Model = VLinkModel
  public static var placeholderTarget: LinkTarget { .url("<url>") }
  public static var contentKeys: [ContentKey<Self>] {
    [.init("title", \.title), .init("icon", \.icon), .init("url", \.url)]
  }

  public var model: VLinkModel
  public var state: InteractionState
  /// The title.
  public var title: String
  /// The icon beside the title; nil: the title alone.
  public var icon: DrawingIcon?
  /// The URL opened.
  public var url: String
  /// Called when the press fires, before the URL opens.
  public var action: @Sendable () -> Void
  public var target: LinkTarget { .url(url) }
  public static var callbackProbe: CallbackProbe<Self>? {
    .press { VLink(title: "Terms", url: "https://example.com", action: $0) }
  }

  /// Creates a link.
  public init(
    model: VLinkModel = .init(), state: InteractionState = .enabled, title: String, icon: DrawingIcon? = nil,
    url: String,
    action: @escaping @Sendable () -> Void = {}
  ) {
    self.model = model
    self.state = state
    self.title = title
    self.icon = icon
    self.url = url
    self.action = action
  }
}
