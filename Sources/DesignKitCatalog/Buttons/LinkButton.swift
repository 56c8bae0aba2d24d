import DesignKitCore

/// What tells apart the links that share one generic component (`LinkButton<VLinkRole>`): the name it registers
/// under, what its target is (a URL opened, a destination pushed) and the content key that sets it, and its gallery
/// samples. Its initializer, with its own target label (`url:`, `destination:`), is declared on the alias.
public protocol LinkRole: Sendable {
  /// The registered name (`VLink`): the role's name without `Role` unless it says otherwise.
  static var componentName: String { get }
  /// The content key, and the alias's property, that names the target (`url`, `destination`).
  static var targetKey: String { get }
  /// The target a fired press goes to, by its name.
  static func target(_ name: String) -> LinkTarget
  /// The gallery's samples, the first its preview.
  static var galleryPreviews: [LinkButton<Self>] { get }
}

extension LinkRole {
  /// The registered name: the role's name without `Role` (`VLinkRole` registers `VLink`).
  public static var componentName: String {
    let name = _typeName(Self.self, qualified: false)
    return name.hasSuffix("Role") ? String(name.dropLast(4)) : name
  }
}

/// A borderless title that goes to a target when its press fires (`VLink`, `VNavigationLink`): it calls its action,
/// then its machine reports the target (`urlOpened`, `destinationPushed`); read by its title, announced as a link.
/// Each is an alias of its own role, so `VLink(title:url:)` has the link's name and target.
public struct LinkButton<Role: LinkRole>: LinkComponent {
  /// The interaction machine: pressed, hovered, focused, disabled; a fired press reports the target.
  public typealias Machine = LinkMachine
  /// The model of the text buttons.
  public typealias Model = TextButtonModel
  public static var componentName: String { Role.componentName }
  public static var placeholderTarget: LinkTarget { Role.target("<\(Role.targetKey)>") }
  public static var contentKeys: [ContentKey<Self>] {
    [.init("title", \.title), .init("icon", \.icon), .init(Role.targetKey, \.targetName)]
  }

  public var model: TextButtonModel
  public var state: InteractionState
  /// The title.
  public var title: String
  /// The icon beside the title; nil: the title alone.
  public var icon: DrawingIcon?
  /// The target's name: the alias's `url` or `destination`.
  var targetName: String
  /// Called when the press fires, before the link goes to its target.
  public var action: @Sendable () -> Void
  public var target: LinkTarget { Role.target(targetName) }
  /// The first gallery sample, its action reporting.
  public static var callbackProbe: CallbackProbe<Self>? {
    .press { action in
      var link = Role.galleryPreviews[0]
      link.action = action
      return link
    }
  }

  /// A link with these contents, `targetName` the alias's target.
  init(
    _ model: TextButtonModel, _ state: InteractionState, _ title: String, _ icon: DrawingIcon?, _ targetName: String,
    _ action: @escaping @Sendable () -> Void
  ) {
    (self.model, self.state, self.title, self.icon) = (model, state, title, icon)
    (self.targetName, self.action) = (targetName, action)
  }
}

extension LinkButton: DrawableComponent {
  public static var galleryPreview: Self { galleryPreviews[0] }
  public static var galleryPreviews: [Self] { Role.galleryPreviews }

  /// The label (`Drawing.buttonLabel`: the title, with its icon where it has one) in the content color (highlighted
  /// pressed, faded disabled) over its tappable area: `layout.hitBox` around it, filled with `colors.background` (clear
  /// by default), the focus ring outside.
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    try .textButton(title, icon: icon, Resolved<Model>(style))
  }
}
