import DesignKitCore

/// The model of `VBaseButton`: the unstyled press wrapper the other buttons build on; it only dims its content.
public typealias VBaseButtonModel = GroupedModel<VBaseButtonRole>

/// The groups of `VBaseButtonModel`.
///
/// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
/// <doc:DefaultFoundations>): colors from `Palette`, fonts from `Typography` and animations from `Motion`.
public enum VBaseButtonRole: GroupedRole {
  /// Sizes.
  public struct Layout: ModelGroup {
    /// How far (points) the tappable area reaches beyond the content on each side; the focus ring covers it.
    @Dimension public var hitBox: Double = 5
    /// Corner radius of the tappable area's focus ring.
    @Dimension public var cornerRadius: Double = 6
    /// Width of the focus ring, drawn outside the tappable area.
    @Dimension public var focusRingWidth: Double = 3
    /// Width of the border, drawn inside the tappable area's edge; 0 draws none.
    @Dimension public var borderWidth: Double = 0
    /// Scale of the content per interaction state, about its centre.
    public var labelScale = StateTable<InteractionState, ScaleFactor>(1)
    /// The defaults.
    public init() {}
  }

  /// Colors per interaction state.
  public struct Colors: ModelGroup {
    /// Opacity of the wrapped content (a pressed or disabled button dims what it wraps).
    public var contentOpacity = Palette.interactiveOpacity
    /// Focus ring, shown when focused from the keyboard.
    public var focusRing = Palette.focusRing
    /// Border around the tappable area, `layout.borderWidth` wide.
    public var border = Palette.controlBorder
    /// The sample title a drawing shows where the content goes (the gallery's; a composition draws the children).
    public var sampleTitle = Palette.titleText
    /// The defaults.
    public init() {}
  }

  /// Fonts: the content is the caller's; only the gallery's sample title has a font.
  public struct Fonts: ModelGroup {
    /// The sample title a drawing shows where the content goes.
    public var sampleTitle = Typography.font(.body)
    /// The defaults.
    public init() {}
  }
  /// Animations per transition slot.
  public typealias Animations = PressAnimations
  /// Behaviour.
  public typealias Misc = PressBehavior
}
