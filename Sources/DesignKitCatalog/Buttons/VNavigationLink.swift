import DesignKitCore

/// A button that pushes a destination onto the navigation stack: its fired press reports
/// `destinationPushed(destination)`.
///
/// `VNavigationLink(title: "Settings", destination: "settings")`
public typealias VNavigationLink = LinkButton<VNavigationLinkRole>

/// What sets `VNavigationLink` apart: its target is a destination of the navigation stack.
public enum VNavigationLinkRole: LinkRole {
  public static var targetKey: String { "destination" }
  public static func target(_ name: String) -> LinkTarget { .destination(name) }
  /// The title alone and with an icon, so the label's icon, placement and spacing show.
  public static var galleryPreviews: [VNavigationLink] {
    [
      VNavigationLink(title: "Settings", destination: "settings"),
      VNavigationLink(title: "Settings", icon: .gear, destination: "settings"),
    ]
  }
}

extension VNavigationLink {
  /// The name of the destination pushed.
  public var destination: String {
    get { targetName }
    set { targetName = newValue }
  }

  /// Creates a navigation link.
  public init(
    model: VNavigationLinkModel = .init(), state: InteractionState = .enabled, title: String, icon: DrawingIcon? = nil,
    destination: String,
    action: @escaping @Sendable () -> Void = {}
  ) {
    self.init(model, state, title, icon, destination, action)
  }
}
