import DesignKitCore

extension VEmptyState: DrawableComponent {
  public static var galleryPreview: VEmptyState {
    VEmptyState(
      symbol: .tray, title: "No messages", message: "New mail appears here as soon as it arrives.",
      actionTitle: "Refresh", action: {})
  }

  /// A column `layout.spacing` apart, aligned by `layout.textAlignment`, at most `layout.maxWidth` wide inside
  /// `layout.padding`: the symbol (`layout.symbolDimension`, `colors.symbol`, lines `layout.iconLineWidth`), the
  /// title (`fonts.title`, `colors.title`) and the message (`fonts.message`, `colors.message`), both wrapping,
  /// and the action as a secondary button when there is one (disabled with the empty state).
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    let alignment = try Drawing.lineAlignment(at: "layout.textAlignment", style: style)
    var parts: [Drawing] = [
      try .icon(
        symbol, style: style, color: "colors.symbol",
        side: try style.number("layout.symbolDimension")),
      .wrappingText(
        title, font: try style.font("fonts.title"), color: try style.color("colors.title"), alignment: alignment),
    ]
    if !message.isEmpty {
      parts.append(
        .wrappingText(
          message, font: try style.font("fonts.message"), color: try style.color("colors.message"),
          alignment: alignment))
    }
    if let actionTitle {
      parts.append(
        try .sample(VSecondaryButton(action: {}, title: actionTitle), in: environment, disabled: state == .disabled))
    }
    return Drawing.vstack(spacing: try style.number("layout.spacing"), alignment: alignment, parts)
      .frame(maxWidth: try style.number("layout.maxWidth"))
      .padding(try style.insets("layout.padding"))
  }
}
