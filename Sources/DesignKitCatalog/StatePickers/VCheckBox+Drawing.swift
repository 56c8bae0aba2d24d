import DesignKitCore

extension VCheckBox: DrawableComponent {
  public static var galleryPreview: VCheckBox { VCheckBox(title: "Remember me") }

  /// A rounded box, filled and marked with `layout.onIcon` (a checkmark) when on and `layout.indeterminateIcon` (a
  /// dash) when indeterminate; the focus ring outside the box; the title beside it.
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    let icon: DrawingIcon? =
      switch state.value {
      case .off: nil
      case .on: try style.choice("layout.onIcon")
      case .indeterminate: try style.choice("layout.indeterminateIcon")
      }
    let mark = try icon.map { icon throws(Diagnostic) in
      try Drawing.icon(icon, style: style, color: "colors.icon", side: try style.number("layout.iconDimension"))
    }
    let box = try DrawingShape.rounded("layout.cornerRadius", style: style)
    return try Drawing.selectionMark(box, fill: "colors.fill", mark: mark ?? .empty, style: style)
      .titled(title, style: style)
  }
}
