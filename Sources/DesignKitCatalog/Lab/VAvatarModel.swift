import DesignKitCore

/// The model of `VAvatar`: a circle with an image or initials on a placeholder, and an optional status badge.
public typealias VAvatarModel = GroupedModel<VAvatarRole>

/// The groups of `VAvatarModel`.
///
/// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
/// <doc:DefaultFoundations>): colors from `Palette` and animations from `Motion`.
public enum VAvatarRole: GroupedRole {
  /// The diameter of each avatar size.
  public struct Dimensions: Codable, Sendable, Equatable {
    /// Small: inline with text.
    @Dimension public var small: Double = 32
    /// Medium: a list row.
    @Dimension public var medium: Double = 44
    /// Large: a profile header.
    @Dimension public var large: Double = 72
    /// The defaults.
    public init() {}

    /// The field of `size`'s diameter, for a typed read (`try m.layout.dimensions[Dimensions.field(size)]`).
    static func field(_ size: AvatarSize) -> KeyPath<Dimensions, Double> {
      switch size {
      case .small: \.small
      case .medium: \.medium
      case .large: \.large
      }
    }

    /// The diameter of `size`.
    public subscript(size: AvatarSize) -> Double {
      switch size {
      case .small: small
      case .medium: medium
      case .large: large
      }
    }
  }

  /// Sizes and spacing.
  public struct Layout: ModelGroup {
    /// Diameter per size.
    public var dimensions = Dimensions()
    /// The initials' height as a fraction of the diameter.
    @Bounded<UnitIntervalRule> public var initialsScale: Double = 0.4
    /// The status badge's diameter as a fraction of the avatar's.
    @Bounded<UnitIntervalRule> public var statusScale: Double = 0.28
    /// The ring that separates the status badge from the avatar.
    @Dimension public var statusBorderWidth: Double = 2
    /// The defaults.
    public init() {}
  }

  /// Colors.
  public struct Colors: ModelGroup {
    /// The placeholder behind initials or a loading image.
    public var placeholder = Palette.fill
    /// Initials.
    public var initials = Palette.primaryText
    /// The status badge per status.
    public var status = StatusColors()
    /// The ring around the status badge (the surface the avatar sits on).
    public var statusBorder = Palette.layer
    /// The whole avatar's opacity: dimmed when disabled.
    public var opacity = AvailabilityOpacity.dimmedWhenDisabled
    /// The defaults.
    public init() {}
  }

  /// Fonts.
  public struct Fonts: ModelGroup {
    /// Initials; the size comes from `layout.initialsScale` (initials fit the circle at every Dynamic Type size).
    public var initials = Font.system(size: 17, weight: .semibold)
    /// The defaults.
    public init() {}
  }

  /// Animations per transition slot.
  public typealias Animations = AvailabilityAnimations

  /// Behaviour.
  public struct Misc: ModelGroup {
    /// The most initials shown.
    public var maxInitials = 2
    /// The defaults.
    public init() {}
  }
}

/// An avatar's size (`VAvatarModel.layout.dimensions`).
public enum AvatarSize: String, CaseIterable, Sendable {
  /// The three sizes of the lab.
  case small, medium, large
}

extension VAvatarModel {
  /// The diameter of each avatar size.
  public typealias Dimensions = VAvatarRole.Dimensions
}
