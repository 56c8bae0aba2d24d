import DesignKitCore

extension VFieldControl: DrawableComponent {
  public static var galleryPreview: VFieldControl {
    VFieldControl(control: VToggle(title: "Send me the newsletter"))
  }

  /// The wrapped control (a content slot showing the control's own drawing, in the slot's interaction state where
  /// the control has it: focused, disabled) inside the content margins, at least `layout.minHeight` tall, as wide as
  /// offered when `layout.fillsWidth`, on `colors.background`.
  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    let m = Resolved<Model>(style)
    var sample = Drawing.empty
    if let drawable = control as? any DrawableComponent {
      sample = try drawable.inInteraction(state.interaction).drawing(in: environment)
    }
    return Drawing.content(placeholder: sample)
      .padding(try m.layout.contentMargins)
      .frame(minHeight: try m.layout.minHeight, fillsWidth: try m.layout.fillsWidth, alignment: .leading)
      .background(.shape(.square, fill: try m.colors.background))
  }
}
