import DesignKitCore

/// A button that pushes a destination onto the navigation stack: its fired press reports
/// `destinationPushed(destination)`.
///
/// `VNavigationLink(title: "Settings", destination: "settings")`
public struct VNavigationLink: LinkComponent {
  public typealias Machine = LinkMachine
  public typealias Model = VNavigationLinkModel
  public static var placeholderTarget: LinkTarget { .destination("<destination>") }
  public static var contentKeys: [ContentKey<Self>] {
    [.init("title", \.title), .init("icon", \.icon), .init("destination", \.destination)]
  }

  public var model: VNavigationLinkModel
  public var state: InteractionState
  /// The title.
  public var title: String
  /// The icon beside the title; nil: the title alone.
  public var icon: DrawingIcon?
  /// The name of the destination pushed.
  public var destination: String
  /// Called when the press fires, before the push.
  public var action: @Sendable () -> Void
  public var target: LinkTarget { .destination(destination) }
  public static var callbackProbe: CallbackProbe<Self>? {
    .press { VNavigationLink(title: "Next", destination: "next", action: $0) }
  }

  /// Creates a navigation link.
  public init(
    model: VNavigationLinkModel = .init(), state: InteractionState = .enabled, title: String, icon: DrawingIcon? = nil,
    destination: String,
    action: @escaping @Sendable () -> Void = {}
  ) {
    self.model = model
    self.state = state
    self.title = title
    self.icon = icon
    self.destination = destination
    self.action = action
  }
}
