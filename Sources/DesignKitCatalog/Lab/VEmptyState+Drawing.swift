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
    let alignment = (try m.layout.textAlignment).horizontal
    var parts: [Drawing] = [
      .icon(
        symbol, color: try m.colors.symbol, side: try m.layout.symbolDimension,
        lineWidth: try m.layout.iconLineWidth),
      try .text(
        title, font: try m.fonts.title, color: try m.colors.title, configuration: try m.fonts.titleConfiguration),
    ]
    if !message.isEmpty {
      parts.append(
        try .text(
          message, font: try m.fonts.message, color: try m.colors.message,
          configuration: try m.fonts.messageConfiguration))
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
