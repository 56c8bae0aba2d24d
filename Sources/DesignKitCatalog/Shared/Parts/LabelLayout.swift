import DesignKitCore

/// How a label sets its icon beside its title (`layout.label`): a component whose content takes a title, an icon or
/// both (`icon: .gear`). The icon's color per state is the model's `colors.icon`; the title keeps its own font and
/// color.
public struct LabelLayout: Codable, Sendable, Equatable {
  /// Where the icon sits against the title; leading and trailing follow the layout direction.
  public var placement = LabelPlacement.leading
  /// Space between the icon and the title, in points; 0 sets them edge to edge.
  @Dimension public var spacing: Double = Metrics.spacing(1)
  /// Width and height of the icon's square, in points, per platform (VComponents 8.1 sizes a button's icon per
  /// platform: a stretched button's 18 on iOS, 16 on macOS, 22 on watchOS). A preset writes one number for every
  /// platform (`"iconSize": 20`) or an object keyed by platform (`{"macOS": 14}`).
  public var iconSize = PlatformTable<Dimension>(18)

  /// The icon leading its title, one spacing unit apart.
  ///
  /// Its defaults derive from `Foundations.current` (the default foundations unless bound; see
  /// <doc:DefaultFoundations>): spacing, radii and sizes from `Metrics`.
  public init() {}

  /// A label whose icon has its own place, size and spacing (the size on every platform).
  public init(placement: LabelPlacement = .leading, spacing: Double, iconSize: Double) {
    self.init(placement: placement, spacing: spacing, iconSizes: PlatformTable(points: iconSize))
  }

  /// A label whose icon has its own place and spacing, and a size per platform.
  public init(placement: LabelPlacement = .leading, spacing: Double, iconSizes: PlatformTable<Dimension>) {
    self.placement = placement
    self.spacing = spacing
    self.iconSize = iconSizes
  }
}

/// Where a label's icon sits against its title.
public enum LabelPlacement: String, StyleChoice {
  /// Before or after the title along the line, above or below it.
  case leading, trailing, top, bottom
}

extension Drawing {
  /// `icon` and `title` `spacing` apart, the icon where `placement` puts it: a row for leading and trailing, a
  /// centred column for top and bottom. A row whose title grew past `labelStackingScale` with Dynamic Type
  /// (`Drawing.textScale`) and no longer fits a line puts the icon above the title instead, on the edge the title sets
  /// its lines on: the leading edge (in either direction), as iOS stacks a label at accessibility sizes, or centred
  /// over a centred title (an action sheet's action); below that growth it does so only where the title could not
  /// keep its words whole beside the icon (a watch's narrow toggle).
  static func iconAndTitle(_ icon: Drawing, _ title: Drawing, placement: LabelPlacement, spacing: Double) -> Drawing {
    let row: Drawing
    switch placement {
    case .leading: row = .hstack(spacing: spacing, [icon, title])
    case .trailing: row = .hstack(spacing: spacing, [title, icon])
    case .top: return .vstack(spacing: spacing, [icon, title])
    case .bottom: return .vstack(spacing: spacing, [title, icon])
    }
    let edge = title.lineAlignment ?? .leading
    let stacked = Drawing.vstack(spacing: spacing, alignment: edge, [icon, title])
    // Below it, the row holds while its title can wrap between words beside the icon (a watch's narrow toggle).
    guard title.textScale > labelStackingScale else { return .fitting([row.fittingWithWordsWhole(), stacked]) }
    return .fitting([row, stacked])
  }

  /// How the first text of this drawing sets its lines (a centred action's title), nil without text.
  var lineAlignment: DrawingAlignment.Horizontal? {
    switch self {
    case .text(let run): run.alignment
    case .stack(let stack): stack.children.lazy.compactMap(\.lineAlignment).first
    case .decorated(let content, _, _), .padding(let content, _), .frame(let content, _), .effects(let content, _):
      content.lineAlignment
    default: nil
    }
  }

  /// The Dynamic Type growth past which a toast's or notification's icon sits above its text: more than a quarter
  /// larger than at the default size (body text past xxLarge).
  static let stackingScale = 1.25
  /// The Dynamic Type growth past which a label whose icon and title do not fit a line stacks them: more than 15 %
  /// larger than at the default size (body text from xxLarge on iOS, from xxxLarge on watchOS, whose sizes grow in
  /// smaller steps; a label that fits stays a row).
  static let labelStackingScale = 1.15
}
