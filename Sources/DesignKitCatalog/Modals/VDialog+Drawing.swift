import DesignKitCore

extension VDialog: DrawableComponent {
  public static var galleryPreview: VDialog {
    VDialog(
      title: "Delete photo?", message: "This cannot be undone.",
      actions: [.init("Cancel", role: .cancel), .init("Delete", role: .destructive)])
  }
  /// The two-button dialog, then a dialog of each button role (stacked) with its buttons in each interaction
  /// state, disabled last, and one whose actions are in progress: every look of the button models, their icons
  /// included.
  public static var galleryPreviews: [VDialog] {
    let states = InteractionState.allCases.map { state in
      [
        PresentedAction("Save", icon: .checkmark, role: .primary, isEnabled: state != .disabled, interaction: state),
        PresentedAction("Discard", icon: .trash, role: .destructive, isEnabled: state != .disabled, interaction: state),
        PresentedAction("Cancel", icon: .xmark, role: .cancel, isEnabled: state != .disabled, interaction: state),
      ]
    }
    let loading = [
      PresentedAction("Save", role: .primary, isLoading: true),
      PresentedAction("Discard", role: .destructive, isLoading: true),
      PresentedAction("Cancel", role: .cancel, isLoading: true),
    ]
    return [galleryPreview]
      + (states + [loading]).map {
        VDialog(title: "Save changes?", message: "Your edits will be lost otherwise.", actions: $0)
      }
  }

  /// Over a screen of `layout.screenSize` dimmed with `colors.dimming`, a centred rounded card
  /// `layout.widthFraction` of the screen wide, at most `layout.maxWidth` (at the accessibility sizes, the screen's width less the card's
  /// `layout.margins`, as iOS widens alerts): the title and the message, each set by its `fonts.…Configuration`, and
  /// the buttons (side by side `layout.buttonSpacing` apart when there are two and they fit at their full size, else stacked
  /// `layout.stackedButtonSpacing` apart), each drawn as a primary button with
  /// its role's child model (`primaryButton`, `secondaryButton` for cancel, `destructiveButton`) and the action's
  /// icon, in the button's own state (disabled for an action that cannot be chosen; loading for one in progress), so
  /// they grow with Dynamic Type; at least `layout.minHeightFraction` of the screen tall (the whole watch screen),
  /// its content centred on it; the card's border and shadow under it (`Drawing.surface`). It keeps
  /// `layout.verticalMargin` from the screen's top and bottom edges: a card taller than the screen less these margins
  /// (long text at the accessibility sizes, stacked buttons) grows the screen, as a scroll view's content would,
  /// where VComponents 8.1 scrolls its buttons. It fades in from `layout.appearScale` as it is presented, and back out
  /// as it is dismissed.
  /// The model the action buttons are made with: their drawing reads the dialog's child style, never this, and
  /// making a default model per button per frame was a sixteenth of the audit.
  private static let buttonModel = VPrimaryButtonModel(foundations: Foundations())

  public func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing {
    let m = Resolved<Model>(style)
    let screen = try m.layout.screenSize
    let buttons = try actions.map { action throws(Diagnostic) -> Drawing in
      let part =
        switch action.role {
        case .cancel: "secondaryButton"
        case .destructive: "destructiveButton"
        case .primary, .standard: "primaryButton"
        }
      let state = action.buttonState
      return try VPrimaryButton(
        model: Self.buttonModel, state: state, action: {}, title: action.title, icon: action.icon,
        isLoading: action.isLoading
      )
      .drawing(style: try style.childStyle(part, in: state, environment: environment), environment: environment)
    }
    let buttonGroup: Drawing =
      buttonAxis == .horizontal
      ? .fitting([
        .row(spacing: try m.layout.buttonSpacing, buttons),
        .vstack(spacing: try m.layout.stackedButtonSpacing, buttons),
      ])
      : .vstack(spacing: try m.layout.stackedButtonSpacing, buttons)
    let text = Drawing.vstack(
      spacing: try m.layout.titleSpacing,
      [
        try .text(
          title, font: try m.fonts.title, color: try m.colors.title, configuration: try m.fonts.titleConfiguration),
        try .text(
          message, font: try m.fonts.message, color: try m.colors.message,
          configuration: try m.fonts.messageConfiguration),
      ])
    let card = Drawing.vstack(spacing: try m.layout.buttonsSpacing, [text, buttonGroup])
      .padding(try m.layout.margins)
      .frame(
        width: try cardWidth(screen: screen.width, style: style, environment: environment),
        minHeight: try m.layout.minHeightFraction > 0 ? screen.height * (try m.layout.minHeightFraction) : nil
      )
      .background(
        .surface(
          .corners(
            try m.layout.cornerRadius, reversesRightToLeft: try m.layout.reversesCornersRightToLeft,
            environment: environment),
          .surface(try m.colors.background, border: try m.colors.border, width: try m.layout.borderWidth),
          shadow: try m.layout.shadow)
      )
      .transition(DrawingTransition.scale(try m.layout.appearScale).combined(with: .opacity))
    let margin = try m.layout.verticalMargin
    return card.padding(ResolvedInsets(top: margin, left: 0, bottom: margin, right: 0))
      .overDimmedScreen(try m.layout.screenSize, dimming: try m.colors.dimming, alignment: .center)
  }

  private func cardWidth(screen: Double, style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic)
    -> Double
  {
    let m = Resolved<Model>(style)
    let maxWidth = try m.layout.maxWidth
    let fraction = min(screen * (try m.layout.widthFraction), maxWidth > 0 ? maxWidth : .infinity)
    guard environment.dynamicTypeSize.isAccessibilitySize else { return fraction }
    let margins = try m.layout.margins
    return max(fraction, screen - margins.left - margins.right)
  }
}
