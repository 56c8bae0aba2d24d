import DesignKitCore

/// A person's picture, or their initials on a placeholder, in one of three sizes, with an optional status badge.
///
/// `VAvatar(name: "Ada Lovelace", size: .medium, status: .success)`
public struct VAvatar: ConfiguredComponent {
  public typealias Machine = AvailabilityMachine
  public typealias Model = VAvatarModel
  public static var family: ComponentFamily { .misc }
  public static var accessibilityRole: AccessibilityRole { .image }
  public static var contrastPairs: [ContrastPair] {
    [
      ContrastPair(
        foreground: "colors.initials", background: "colors.placeholder", content: .text(font: "fonts.initials"))
    ]
  }
  /// How many initials show is the avatar's text, which it draws itself.
  public static var contentSettings: [String] { ["misc.maxInitials"] }
  public static var contentKeys: [ContentKey<Self>] { [.init("name", \.name), .init("imageName", \.imageName)] }

  public var model: VAvatarModel
  public var state: Availability
  /// The person's name: the initials and the accessibility label.
  public var name: String
  /// The image's name; nil shows the initials.
  public var imageName: String?
  /// The size.
  public var size: AvatarSize
  /// The status badge's kind; nil shows none.
  public var status: StatusKind?
  /// The name, then the status ("Ada Lovelace, success").
  public var accessibilityLabel: String { [name, status?.rawValue].compactMap { $0 }.joined(separator: ", ") }
  /// Up to `misc.maxInitials` initials of the name's words ("AL").
  public var initials: String { initials(max: model.misc.maxInitials) }

  /// The initials of the name's first `count` words.
  func initials(max count: Int) -> String {
    String(name.split(separator: " ").prefix(Swift.max(count, 0)).compactMap(\.first)).uppercased()
  }
  /// The diameter for `size`.
  public var dimension: Double { model.layout.dimensions[size] }

  /// Creates an avatar.
  public init(
    model: VAvatarModel = .init(), state: Availability = .enabled, name: String, imageName: String? = nil,
    size: AvatarSize = .medium, status: StatusKind? = nil
  ) {
    self.model = model
    self.state = state
    self.name = name
    self.imageName = imageName
    self.size = size
    self.status = status
  }
}
