import DesignKitCore

extension VEmptyState: DrawableComponent {
  public static var galleryPreview: VEmptyState {
    VEmptyState(
      symbol: .tray, title: "No messages", message: "New mail appears here as soon as it arrives.",
      actionTitle: "Refresh", action: {})
  }

  /// A column `layout.spacing` apart, aligned by `layout.textAlignment`, at most `layout.maxWidth` wide inside
  /// `layout.padding`: the symbol (`layout.symbolDimension`, `colors.symbol`, lines `layout.iconLineWidth`), the
  /// title (`fonts.title`, `colors.title`) and the message (`fonts.message`, `colors.message`), each set by its
  /// `fonts.…Configuration`, and the action as a secondary button when there is one (disabled with the empty state).
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    let m = Resolved<Model>(style)
    let alignment = try Drawing.lineAlignment(at: "layout.textAlignment", style: style)
    var parts: [Drawing] = [
      try .icon(
        symbol, style: style, color: "colors.symbol",
        side: try m.layout.symbolDimension),
      try .text(title, font: "fonts.title", color: try m.colors.title, style: style),
    ]
    if !message.isEmpty {
      parts.append(try .text(message, font: "fonts.message", color: try m.colors.message, style: style))
    }
    if let actionTitle {
      parts.append(
        try .sample(VSecondaryButton(action: {}, title: actionTitle), in: environment, disabled: state == .disabled))
    }
    return Drawing.vstack(spacing: try m.layout.spacing, alignment: alignment, parts)
      .frame(maxWidth: try m.layout.maxWidth)
      .padding(try m.layout.padding)
  }
}
