import DesignKitCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#else
  import Darwin
#endif

extension Size {
  /// The screen a presenting or screen-sized component is drawn on when drawn alone (the gallery), per platform
  /// (`StyleEnvironment.Platform.sampleScreen`: 375 × 667 on iOS, 162 × 197 on watchOS, 1920 × 1080 on tvOS …).
  static var sampleScreens: PlatformTable<Size> { PlatformTable { $0.sampleScreen } }
}

extension ResolvedStyle {
  /// The part of this style at `path` (a child model's style), or a diagnostic naming the path.
  func childStyle(_ path: String) throws(Diagnostic) -> ResolvedStyle {
    guard let part = self[path] else {
      throw Diagnostic(.missingKey, "the resolved style has no `\(path)` (a child model's style was expected there)")
    }
    return part
  }

  /// The part of this style at `path` (a child model's style) in the part's own `state` (`part(_:in:environment:)`),
  /// or a diagnostic naming the path.
  func childStyle(_ path: String, in state: some ComponentState, environment: StyleEnvironment) throws(Diagnostic)
    -> ResolvedStyle
  {
    guard let part = part(path, in: state.selection, environment: environment) else {
      throw Diagnostic(.missingKey, "the resolved style has no `\(path)` (a child model's style was expected there)")
    }
    return part
  }

}

extension Font {
  /// This font for a bar's text (a navigation bar's title and items, a tab bar's labels): it follows Dynamic Type up
  /// to `DynamicTypeSize.barTextLimit` and stops there, as iOS bars do (they show large content on a long press
  /// instead of growing).
  func barLimited(in environment: StyleEnvironment) -> Font {
    limited(to: .barTextLimit, from: environment.dynamicTypeSize, on: environment.platform)
  }
}

extension DynamicTypeSize {
  /// The largest size a bar's text follows (`Font.barLimited(in:)`).
  static let barTextLimit = DynamicTypeSize.xxxLarge
}

extension [Drawing] {
  /// These drawings with `separator` between each two neighbours (rows and their rules, sections and their
  /// dividers).
  func separated(by separator: Drawing) -> [Drawing] {
    enumerated().flatMap { i, drawing in i > 0 ? [separator, drawing] : [drawing] }
  }
}

extension Drawing {
  /// A rule filling the offered width, `thickness` tall, in `color` (a separator, a divider).
  static func separatorRule(_ color: Color, thickness: Double) -> Drawing {
    .shape(.square, fill: color).frame(height: thickness)
  }

  /// `rows` in a column, each inside `layout.margins`, at least `layout.minHeight` tall and as wide as offered
  /// (placed by `alignment`), with rules of `separator` (`layout.separatorHeight` thick, inset by
  /// `layout.separatorMargins`) between them, and above the first and below the last when asked; no rules when
  /// `separator` is nil.
  static func separatedRows(
    _ rows: [Drawing], layout: Resolved<RowLayout>, separator: Color?, first: Bool = false, last: Bool = false,
    alignment: DrawingAlignment = .leading
  ) throws(Diagnostic) -> Drawing {
    let margins = try layout.margins
    let minHeight = try layout.minHeight
    let cells = rows.map {
      $0.padding(margins).frame(minHeight: minHeight, fillsWidth: true, alignment: alignment)
    }
    guard let separator, !rows.isEmpty else { return .vstack(spacing: 0, alignment: .leading, cells) }
    let rule = Drawing.separatorRule(separator, thickness: try layout.separatorHeight)
      .padding(try layout.separatorMargins)
    let column = (first ? [rule] : []) + cells.separated(by: rule) + (last ? [rule] : [])
    return .vstack(spacing: 0, alignment: .leading, column)
  }

  /// This content (which declares its own transition) on `screen` (a model's `layout.screenSize`), clipped to it,
  /// over the backdrop dimmed with `dimming` (its `colors.dimming`), which fades in and out with the presentation: a
  /// dismissed presentation shows an empty screen.
  func overDimmedScreen(_ screen: Size, dimming: Color, alignment: DrawingAlignment) -> Drawing {
    Drawing.layers([.shape(.square, fill: dimming).transition(.opacity), self], alignment: alignment)
      .onScreen(screen)
      .clipped(to: .square)
  }

  /// This content on `screen` (a model's `layout.screenSize`): as wide, at least as tall (it grows with content that
  /// Dynamic Type makes taller, as a scroll view's content would), placed by `alignment`; marked as a screen, which
  /// the gallery draws in a device's frame (`Drawing.screen()`).
  func onScreen(_ screen: Size, alignment: DrawingAlignment = .center) -> Drawing {
    frame(width: screen.width, minHeight: screen.height, alignment: alignment).screen()
  }

  /// A close button drawn from a container's `closeButton` child model (resolved in the button's own state): the
  /// cross on a circle in its colors, `scale` times its size (grown with the title beside it), with its focus ring
  /// (`layout.focusRingWidth` wide, in `colors.focusRing`).
  static func closeButton(_ button: Resolved<CloseButtonModel>, scale: Double = 1) throws(Diagnostic) -> Drawing {
    let iconSide = try button.layout.iconDimension * scale
    return Drawing.iconOnCircle(
      .xmark, color: try button.colors.icon, background: try button.colors.background,
      side: try button.layout.dimension * scale, iconSide: iconSide,
      iconLineWidth: iconSide * iconStrokeFraction * scale
    )
    .focusRing(.circle, width: try button.layout.focusRingWidth, color: try button.colors.focusRing)
  }

  /// A container's header: the title in `fonts.headerTitle` (set by `fonts.headerTitleConfiguration`) and
  /// `colors.title` beside `closeButton` (when its model shows it, grown with the title; before the title where
  /// `layout.closeButtonLeads`, on watchOS), inside `layout.margins`, over
  /// a `colors.divider` rule. When the title at its full size does not fit beside the button (large text, a watch's
  /// narrow sheet), the button sits above it at the leading edge, as a watch's sheet puts its close button, and the
  /// title takes the whole width under it.
  static func containerHeader(
    _ title: String, fonts: Resolved<HeaderFonts>, layout: Resolved<HeaderLayout>, colors: Resolved<HeaderColors>,
    closeButton: Resolved<CloseButtonModel>
  ) throws(Diagnostic) -> Drawing {
    let text = try Drawing.text(
      title, font: try fonts.headerTitle, color: try colors.title, configuration: try fonts.headerTitleConfiguration
    )
    .frame(fillsWidth: true, alignment: .leading)
    let scale = try fonts.headerTitle.dynamicTypeScale
    // The room between title and close button grows with them (a 47 pt title stays clear of the button).
    let spacing = try layout.spacing * scale
    var content = Drawing.hstack(spacing: spacing, [text])
    if try closeButton.misc.isVisible {
      let button = try Drawing.closeButton(closeButton, scale: scale)
      content = .fitting([
        // A title after the button starts right where the gap ends, so the gap also clears the button's focus ring.
        try layout.closeButtonLeads
          ? .hstack(spacing: spacing + (try closeButton.layout.focusRingWidth), [button, text])
          : .hstack(spacing: spacing, [text, button]),
        .vstack(spacing: spacing, alignment: .leading, [button, text]),
      ])
    }
    return .vstack(
      spacing: 0,
      [
        content.padding(try layout.margins),
        .separatorRule(try colors.divider, thickness: try layout.dividerHeight),
      ])
  }

  /// A headered modal's content slot under its header, inside `margins`, filling the rest of the sheet from its top
  /// leading corner; the placeholder is `sample` in the header's title font and color, set as its title is
  /// (`fonts.headerTitleConfiguration`), one line under the other the header's `spacing` apart.
  static func modalContent(
    sample: [String], fonts: Resolved<HeaderFonts>, header: Resolved<HeaderLayout>, colors: Resolved<HeaderColors>,
    margins: ResolvedInsets
  ) throws(Diagnostic) -> Drawing {
    Drawing.content(
      placeholder: .vstack(
        spacing: try header.spacing, alignment: .leading,
        try sample.map { line throws(Diagnostic) in
          try Drawing.text(
            line, font: try fonts.headerTitle, color: try colors.title,
            configuration: try fonts.headerTitleConfiguration)
        })
    )
    .padding(margins)
    .frame(fillsWidth: true, fillsHeight: true, alignment: DrawingAlignment(horizontal: .leading, vertical: .top))
  }

  /// A screen's navigation bar: the title centred between the leading and trailing items (a `Drawing.bar`, so the
  /// title is cut before it reaches them), `spacing` apart at least, inside `margins` (a model's
  /// `layout.navigationBarMargins`), at least `minHeight` tall (`layout.minNavigationBarHeight`; growing with Dynamic
  /// Type), as wide as offered, on `background` (`colors.navigationBar`). Where `movesTitleBelowItems` (a model's
  /// `layout.movesTitleBelowItems`: on watchOS) and the three do not fit the width at their full sizes, the items
  /// keep the bar's ends, `spacing` apart at least, and the title sits centred under them.
  static func navigationBar(
    leading: Drawing, title: Drawing, trailing: Drawing, spacing: Double, margins: ResolvedInsets, minHeight: Double,
    background: Color, movesTitleBelowItems: Bool = false
  ) -> Drawing {
    let bar = Drawing.bar(leading: leading, principal: title, trailing: trailing, spacing: spacing)
    let items = Drawing.hstack(spacing: 0, [leading, Drawing.spacer.frame(minWidth: spacing), trailing])
    return
      (movesTitleBelowItems ? .fitting([bar, .vstack(spacing: 0, [items, title])]) : bar)
      .padding(margins)
      .frame(minHeight: minHeight, fillsWidth: true)
      .background(.shape(.square, fill: background))
  }

  /// A sample of a container's content for the gallery: `lines` of text in `font` and `color`, one under the other.
  static func sampleText(_ lines: [String], font: Font, color: Color, spacing: Double) -> Drawing {
    .vstack(spacing: spacing, alignment: .leading, lines.map { .text($0, font: font, color: color) })
  }
}
