import DesignKitCore

/// The model of the close button a container shows in its header (a modal, a half modal), kept as the
/// container's child model (`components.VModal.closeButton`) so it has its own states.
public typealias CloseButtonModel = GroupedModel<CloseButtonRole>

/// The groups of `CloseButtonModel`.
///
/// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
/// <doc:DefaultFoundations>): colors from `Palette` and animations from `Motion`.
public enum CloseButtonRole: GroupedRole {
  /// Sizes.
  public struct Layout: ModelGroup {
    /// Diameter of the button's background.
    @Dimension public var dimension: Double = 32
    /// Size of the cross.
    @Dimension public var iconDimension: Double = 11
    /// Side of the touch area around the button (the drawn circle is smaller).
    @Dimension public var touchTarget: Double = 44
    /// Width of the focus ring around the circle.
    @Dimension public var focusRingWidth: Double = 3
    /// The defaults.
    public init() {}
  }

  /// Colors per interaction state.
  public struct Colors: ModelGroup {
    /// Background fill.
    public var background = Palette.interactiveFill(Palette.fill)
    /// The cross.
    public var icon = Palette.interactiveContent(Palette.primaryText)
    /// Focus ring, shown when focused from the keyboard.
    public var focusRing = Palette.focusRing
    /// The defaults.
    public init() {}
  }

  /// Animations per transition slot: a press's.
  public typealias Animations = PressReleaseAnimations

  /// Behaviour.
  public struct Misc: ModelGroup {
    /// Whether the button shows; a container without it dismisses by other sources only.
    public var isVisible = true
    /// The defaults.
    public init() {}
  }
}

extension TargetSize {
  /// The touch area of a container's close button (its child model `closeButton`).
  public static var closeButton: TargetSize {
    TargetSize(width: "closeButton.layout.touchTarget", height: "closeButton.layout.touchTarget")
  }
}
