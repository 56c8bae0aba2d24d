import DesignKitCore

/// A button that opens a URL: its fired press reports `urlOpened(url)`.
///
/// `VLink(title: "Terms", url: "https://example.com/terms")`
public typealias VLink = LinkButton<VLinkRole>

/// What sets `VLink` apart: its target is a URL.
public enum VLinkRole: LinkRole {
  public static var targetKey: String { "url" }
  public static func target(_ name: String) -> LinkTarget { .url(name) }
  /// The title alone and with an icon, so the label's icon, placement and spacing show.
  public static var galleryPreviews: [VLink] {
    [
      VLink(title: "Privacy policy", url: "https://example.com/privacy"),
      VLink(title: "Privacy policy", icon: .link, url: "https://example.com/privacy"),
    ]
  }
}

extension VLink {
  /// The URL opened.
  public var url: String {
    get { targetName }
    set { targetName = newValue }
  }

  /// Creates a link.
  public init(
    model: VLinkModel = .init(), state: InteractionState = .enabled, title: String, icon: DrawingIcon? = nil,
    url: String,
    action: @escaping @Sendable () -> Void = {}
  ) {
    self.init(model, state, title, icon, url, action)
  }
}
