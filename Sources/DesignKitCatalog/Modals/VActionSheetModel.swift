import DesignKitCore

/// The model of `VActionSheet`: a sheet of action rows, the cancel action in a group of its own.
public typealias VActionSheetModel = GroupedModel<VActionSheetRole>

/// The groups of `VActionSheetModel`.
///
/// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
/// <doc:DefaultFoundations>): colors from `Palette`, spacing, radii and sizes from `Metrics`, fonts from `Typography`
/// and animations from `Motion`.
public enum VActionSheetRole: GroupedRole {
  /// Sizes and spacing.
  public struct Layout: ModelGroup {
    /// Corner radius of each group (the theme's radius).
    @Dimension public var cornerRadius: Double = Metrics.cornerRadius
    /// Margins between the groups and the screen edges.
    public var margins = Insets(Metrics.spacing(1))
    /// Margins around the title and message.
    public var headerMargins = Insets(horizontal: Metrics.spacing(2), vertical: Metrics.spacing(1.5))
    /// The action rows.
    public var rows = RowLayout()
    /// Spacing between the actions and the cancel group.
    @Dimension public var cancelSpacing: Double = Metrics.spacing(1)
    /// How an action's icon sits beside its title.
    public var label = LabelLayout(spacing: Metrics.spacing(1), iconSize: 20)
    /// The screen it is drawn on when nothing gives it one (the gallery), the environment's platform's: an iPhone, an
    /// iPad, a Mac or visionOS window, a TV (`Size.sampleScreens`); fractions of the screen are of this size.
    public var screenSize = Size.sampleScreens
    /// The defaults.
    public init() {}
  }

  /// Colors.
  public struct Colors: ModelGroup {
    /// The groups: the elevated screen background, so it rises over the page in dark mode.
    public var background = Palette.elevated.system
    /// The backdrop over the screen behind.
    public var dimming = Palette.dimming
    /// The title.
    public var title = Palette.secondaryText
    /// The message.
    public var message = Palette.secondaryText
    /// Standard actions.
    public var action = Palette.link
    /// Destructive actions.
    public var destructiveAction = Palette.error
    /// The cancel action.
    public var cancelAction = Palette.link
    /// Disabled actions.
    public var disabledAction = Palette.secondaryText.opacity(Foundations.current.stateLayers.disabledContentOpacity)
    /// The separators between rows.
    public var separator = Palette.separator
    /// The defaults.
    public init() {}
  }

  /// Fonts.
  public struct Fonts: ModelGroup {
    /// The title.
    public var title = Typography.font(.footnote, weight: .semibold)
    /// How the title is set: lines, shrinking, case, alignment.
    public var titleConfiguration = TextConfiguration(alignment: .center)
    /// The message.
    public var message = Typography.font(.footnote)
    /// How the message is set.
    public var messageConfiguration = TextConfiguration(alignment: .center)
    /// Action titles.
    public var action = Typography.font(.body)
    /// How action titles are set, the cancel action's included: shrinking to iOS's 0.75 before a word breaks.
    public var actionConfiguration = TextConfiguration(minimumScaleFactor: 0.75, alignment: .center)
    /// The cancel action's title.
    public var cancelAction = Typography.font(.body, weight: .semibold)
    /// The defaults.
    public init() {}
  }

  /// Animations per transition slot.
  public typealias Animations = PresentationAnimations
  /// Behaviour.
  public typealias Misc = DismissSources

  /// The default misc of `VActionSheetModel`, set apart from the group's own defaults.
  public static var misc: Misc { DismissSources(closeButton: false, tapOutside: true) }
}
