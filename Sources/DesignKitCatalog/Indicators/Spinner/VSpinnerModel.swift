import DesignKitCore

/// The model of `VSpinner`: one model per type (`VSpinner.Kind`), so a preset styles each type on its own
/// (`components.VSpinner.dashed.colors.dash`).
public struct VSpinnerModel: ComponentModel {
  /// The continuous arc.
  public var continuous = VSpinnerContinuousModel()
  /// The dashes.
  public var dashed = VSpinnerDashedModel()

  /// The default model.
  ///
  /// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
  /// <doc:DefaultFoundations>): colors from `Palette` and animations from `Motion`.
  public init() {}
}

/// The model of a continuous `VSpinner`: an arc that turns.
public typealias VSpinnerContinuousModel = GroupedModel<VSpinnerContinuousRole>

/// The groups of `VSpinnerContinuousModel`.
///
/// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
/// <doc:DefaultFoundations>): colors from `Palette`.
public enum VSpinnerContinuousRole: GroupedRole {
  /// Sizes.
  public struct Layout: ModelGroup {
    /// Diameter of the arc.
    public var dimension = PlatformTable<Dimension>(iOS: 15, macOS: 25, tvOS: 30, visionOS: 30)
    /// Fraction of the circle the arc covers.
    @Opacity public var arcLength: Double = 0.75
    /// Thickness of the arc.
    public var thickness = PlatformTable<Dimension>(iOS: 2, macOS: 3, tvOS: 4, visionOS: 4)
    /// The defaults.
    public init() {}
  }

  /// Colors.
  public struct Colors: ModelGroup {
    /// The arc, per platform (`Palette.activity`: the accent on iOS, gray elsewhere, as 8.1's).
    public var spinner = Palette.activity
    /// The defaults.
    public init() {}
  }

  /// Animations per transition slot.
  public typealias Animations = SpinnerAnimations

  /// Behaviour.
  public struct Misc: ModelGroup {
    /// Whether the arc turns clockwise.
    public var isClockwise = true
    /// The defaults.
    public init() {}
  }

  /// A turn of the arc.
  public static var animations: Animations {
    Animations(spin: AnimationSpec.linear(duration: 0.75).repeatForever(autoreverses: false))
  }
}

/// The model of a dashed `VSpinner`: dashes around a circle, lit one after another (the system activity
/// indicator's look; VComponents draws the platform's).
public typealias VSpinnerDashedModel = GroupedModel<VSpinnerDashedRole>

/// The groups of `VSpinnerDashedModel`.
///
/// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
/// <doc:DefaultFoundations>): colors from `Palette`.
public enum VSpinnerDashedRole: GroupedRole {
  /// Sizes.
  public struct Layout: ModelGroup {
    /// Diameter of the circle of dashes.
    @Dimension public var dimension: Double = 20
    /// Number of dashes.
    public var dashCount = 8
    /// Length of a dash.
    @Dimension public var dashLength: Double = 5
    /// Thickness of a dash.
    @Dimension public var dashThickness: Double = 2
    /// The defaults.
    public init() {}
  }

  /// Colors.
  public struct Colors: ModelGroup {
    /// The lit dash; the others fade from it.
    public var dash = Palette.secondaryText
    /// Opacity of the dimmest dash.
    @Opacity public var trailingDashOpacity: Double = 0.25
    /// The defaults.
    public init() {}
  }

  /// Animations per transition slot.
  public typealias Animations = SpinnerAnimations
  /// Behaviour: the continuous spinner's.
  public typealias Misc = VSpinnerContinuousRole.Misc

  /// A round of the lit dash.
  public static var animations: Animations {
    Animations(spin: AnimationSpec.linear(duration: 1).repeatForever(autoreverses: false))
  }
}

/// The animations of a spinner per transition slot.
public struct SpinnerAnimations: Codable, Sendable, Equatable {
  /// One round, repeated while spinning.
  public var spin: AnimationSpec
  /// When the spinner stops or leaves the screen.
  public var stateChange = Motion.disappear

  /// Animations with a round of `spin`.
  public init(spin: AnimationSpec) { self.spin = spin }
}
