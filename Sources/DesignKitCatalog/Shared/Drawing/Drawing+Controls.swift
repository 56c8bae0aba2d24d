import DesignKitCore

extension Drawing {
  /// Stroke width of an icon, as a fraction of its side, where its model gives no line width.
  static let iconStrokeFraction = 1.0 / 7

  /// `icon` stroked in `color`, in a square `side` points wide, its lines `lineWidth` wide (by default
  /// `iconStrokeFraction` of the side).
  static func icon(_ icon: DrawingIcon, color: Color, side: Double, lineWidth: Double? = nil) -> Drawing {
    Drawing.shape(.icon(icon), stroke: color, lineWidth: lineWidth ?? side * iconStrokeFraction)
      .frame(width: side, height: side)
  }

  /// `icon` set beside text in `font`: stroked in `color`, a square `side` points wide with lines
  /// `iconStrokeFraction` of the side, both grown as the text grew with Dynamic Type (`Font.scaledMetric(_:)`), as an
  /// SF Symbol grows with the text it sits beside (a row's chevron, a menu's checkmark).
  static func icon(_ icon: DrawingIcon, color: Color, side: Double, besideText font: Font) -> Drawing {
    Drawing.icon(
      icon, color: color, side: font.scaledMetric(side), lineWidth: font.scaledMetric(side * iconStrokeFraction))
  }

  /// This drawing with a focus ring in `color` around `shape`, `width` wide and at least `minimumFocusRingWidth`,
  /// `focusRingGap` off the shape (a model's `layout.focusRingWidth` and `colors.focusRing`, read through `Resolved`).
  /// The gap lets what lies behind show between ring and shape, so a ring the colour of a filled control's fill still
  /// reads as a ring (WCAG 2.2 SC 2.4.13: a ring at least 2 pt thick, 3:1 against what it surrounds and what lies
  /// behind it).
  func focusRing(_ shape: DrawingShape, width: Double, color: Color) -> Drawing {
    let ring = Drawing.shape(
      shape.expanded(by: Self.focusRingGap), stroke: color, lineWidth: max(Self.minimumFocusRingWidth, width),
      placement: .outside)
    return overlay(ring.padding(-Self.focusRingGap))
  }

  /// The gap between a control's edge and its focus ring.
  static let focusRingGap = 2.0
  /// The thinnest focus ring drawn (WCAG 2.2 SC 2.4.13 asks for a perimeter at least 2 px thick).
  static let minimumFocusRingWidth = 2.0

  /// This control with `title` beside it in `fonts.title` (set by `fonts.titleConfiguration`) and `color`,
  /// `spacing` apart, `icon` (nil: none) beside the title in `iconColor` as `label` places it; the control alone when
  /// the title is empty and there is no icon. Where the title cannot keep its words whole beside the control, the
  /// control sits above it, on its leading edge.
  ///
  /// A control whose focus ring reaches `ringReach` points past its frame toward the title (`ringReach(_:)`, less
  /// any room the control keeps after itself) keeps its title clear of the ring: `spacing`, at least that reach and
  /// the text's smallest gap from a control (`LayoutCheck.minimumGap(besideTextOf:)`), so a focused check box's ring
  /// does not touch its title (VComponents 8.1's 5 pt beside a macOS check box is 7.55 pt; the title keeps its place
  /// whatever the focus).
  func titled(
    _ title: String, icon: DrawingIcon? = nil, fonts: Resolved<TitleFonts>, color: Color, iconColor: Color,
    spacing: Double, label layout: Resolved<LabelLayout>, clearing ringReach: Double? = nil
  ) throws(Diagnostic) -> Drawing {
    guard !title.isEmpty || icon != nil else { return self }
    let label = try Drawing.buttonLabel(
      title, icon: icon, fonts: fonts, color: color, iconColor: iconColor, layout: layout)
    let clear = try ringReach.map { reach throws(Diagnostic) in
      reach + LayoutCheck.minimumGap(besideTextOf: try fonts.title.size)
    }
    let gap = max(spacing, clear ?? 0)
    // Where the title cannot keep its words whole beside the control (a watch's toggle at accessibility sizes), the
    // control goes above it, as a row puts its value under its title.
    return .fitting([
      Drawing.hstack(spacing: gap, [self, label]).fittingWithWordsWhole(),
      .vstack(spacing: gap / 2, alignment: .leading, [self, label]),
    ])
  }

  /// How far a focus ring `width` wide reaches outside the shape it surrounds: the gap and the ring.
  static func ringReach(_ width: Double) -> Double { focusRingGap + max(minimumFocusRingWidth, width) }

  /// A button's label: its title in `fonts.title` (set by `fonts.titleConfiguration`) and `color`, with `icon` in
  /// `iconColor` beside it as `layout` places it (`label(title:icon:iconColor:layout:)`); the icon alone when the title
  /// is empty.
  static func buttonLabel(
    _ title: String, icon: DrawingIcon?, fonts: Resolved<TitleFonts>, color: Color, iconColor: Color,
    layout: Resolved<LabelLayout>
  ) throws(Diagnostic) -> Drawing {
    let text =
      title.isEmpty && icon != nil
      ? nil
      : try Drawing.text(title, font: try fonts.title, color: color, configuration: try fonts.titleConfiguration)
    return try label(title: text, icon: icon, iconColor: iconColor, layout: layout)
  }

  /// A text button's label (`buttonLabel(_:icon:fonts:color:iconColor:layout:)`) in `colors.content` over its
  /// tappable area (`tappableArea(hitBox:cornerRadius:paint:ringWidth:ringColor:labelScale:)`): a plain button, a
  /// link.
  static func textButton(_ title: String, icon: DrawingIcon?, _ m: Resolved<TextButtonModel>) throws(Diagnostic)
    -> Drawing
  {
    let layout = try m.layout
    let colors = try m.colors
    return try buttonLabel(
      title, icon: icon, fonts: try m.fonts, color: try colors.content, iconColor: try colors.icon,
      layout: try layout.label
    )
    .tappableArea(
      hitBox: try layout.hitBox, cornerRadius: try layout.cornerRadius,
      paint: .surface(try colors.background, border: try colors.border, width: try layout.borderWidth),
      ringWidth: try layout.focusRingWidth, ringColor: try colors.focusRing, labelScale: try layout.labelScale)
  }

  /// This label on a filled button's background (`buttonBackground`) in the model's colors (`LabelButtonColors`):
  /// a `cornerRadius` rounded surface filled with `colors.background`, its `borderWidth` border in `colors.border`
  /// under `shadow`, the focus ring `ringWidth` wide in `colors.focusRing`, the label and the background scaled per
  /// state; the layout's values come from the role's own `Layout`.
  func filledButtonBackground<Role>(
    _ m: Resolved<FilledButtonModel<Role>>, cornerRadius: Double, borderWidth: Double, shadow: DrawingShadow,
    ringWidth: Double, labelScale: Double, backgroundScale: Double
  ) throws(Diagnostic) -> Drawing {
    let colors = try m.colors
    return buttonBackground(
      .rounded(cornerRadius), .surface(try colors.background, border: try colors.border, width: borderWidth),
      shadow: shadow, ringWidth: ringWidth, ringColor: try colors.focusRing, labelScale: labelScale,
      backgroundScale: backgroundScale)
  }

  /// This title or content, scaled by `labelScale`, as a title-sized button's tappable area: padded by `hitBox` on
  /// every side, on a rounded surface (`cornerRadius`) painted with `paint`, with the focus ring (`ringWidth` wide in
  /// `ringColor`) outside it.
  func tappableArea(
    hitBox: Double, cornerRadius: Double, paint: DrawingPaint, ringWidth: Double, ringColor: Color,
    labelScale: Double
  ) -> Drawing {
    let area = DrawingShape.rounded(cornerRadius)
    return scaleEffect(labelScale).padding(hitBox)
      .background(.surface(area, paint))
      .focusRing(area, width: ringWidth, color: ringColor)
  }

  /// `icon` in `color`, `iconSide` wide, its lines `iconLineWidth` wide, centred on a circle `side` wide filled with
  /// `background` (a round icon button, a close or clear button).
  static func iconOnCircle(
    _ icon: DrawingIcon, color: Color, background: Color, side: Double, iconSide: Double, iconLineWidth: Double
  ) -> Drawing {
    Drawing.layers(
      [.shape(.circle, fill: background), .icon(icon, color: color, side: iconSide, lineWidth: iconLineWidth)],
      alignment: .center
    )
    .frame(width: side, height: side)
  }

  /// A round icon button: `icon` (`layout.iconDimension`, `colors.content`, its lines `iconStrokeFraction` of its
  /// side, whatever the border's width) on a `colors.background` circle `layout.dimension` wide with its border, with
  /// the focus ring.
  static func roundIconButton<Icon>(_ icon: DrawingIcon, _ m: Resolved<IconButtonModel<Icon>>) throws(Diagnostic)
    -> Drawing
  {
    let iconSide = try m.layout.iconDimension
    return iconOnCircle(
      icon, color: try m.colors.content, background: try m.colors.background,
      side: try m.layout.dimension, iconSide: iconSide, iconLineWidth: iconSide * iconStrokeFraction
    )
    .overlay(.shape(.circle, .surface(nil, border: try m.colors.border, width: try m.layout.borderWidth)))
    .focusRing(.circle, width: try m.layout.focusRingWidth, color: try m.colors.focusRing)
  }

  /// A selection mark (checkbox, radio button): `shape` `dimension` wide, grown by `scale` (as the title's text
  /// grew with Dynamic Type), painted with `paint` (its fill and inner border), with `mark` (sized by the caller,
  /// grown alike) centred on it and the focus ring (`ringWidth` wide in `ringColor`).
  static func selectionMark(
    _ shape: DrawingShape, dimension: Double, scale: Double, paint: DrawingPaint, mark: Drawing, ringWidth: Double,
    ringColor: Color
  ) -> Drawing {
    let side = dimension * scale
    let shape = shape.scaled(by: scale)
    return Drawing.layers([.shape(shape, paint), mark], alignment: .center)
      .frame(width: side, height: side)
      .focusRing(shape, width: ringWidth, color: ringColor)
  }
}

extension DrawableComponent {
  /// This component in `interaction`, its other dimensions as they are (a field's control slot draws the control
  /// focused or disabled with it); as it is when it has no such state.
  func inInteraction(_ interaction: InteractionState) -> Self {
    var cases = state.selection.cases
    guard let index = cases.firstIndex(where: { $0.0 == InteractionState.dimensionName }) else { return self }
    cases[index].1 = interaction.rawValue
    let wanted = StateSelection(cases)
    guard let match = Machine.VisualState.allStates.first(where: { $0.selection == wanted }) else { return self }
    var copy = self
    copy.state = match
    return copy
  }
}
