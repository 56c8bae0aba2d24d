import DesignKitCore

/// A sheet from the bottom edge resting at min / ideal / max detents: dragging resizes it, releasing snaps to the
/// nearest detent with the model's spring, a flick goes to the next detent, and pulling down past a tenth of the
/// lowest detent dismisses it (`DetentSheetMachine`, as VComponents 8.1's bottom sheet).
///
/// `VHalfModal(state: .init(.presented), title: "Filters", containerHeight: 844)`
public struct VHalfModal: HeaderedModal {
  public static var initialState: SheetVisualState { .init(.presented) }
  public typealias Machine = DetentSheetMachine
  public static func machineParameters(for model: VHalfModalModel) -> DetentSheetParameters {
    VHalfModal(model: model).machineParameters
  }

  public var model: VHalfModalModel
  public var state: SheetVisualState
  /// The header's title.
  public var title: String
  public var closeButtonState: InteractionState
  /// Height of the screen or container it presents in (points); detents are fractions of it. Nil: the screen of the
  /// platform it is shown on (`layout.screenSize`), as the gallery's sample is drawn on it.
  public var containerHeight: Double?
  /// Called when the sheet has been dismissed.
  public var onDismiss: @Sendable () -> Void
  /// The close button dismisses; `onDismiss` runs when the disappearing ends.
  public static var callbackProbe: CallbackProbe<Self>? {
    .dismissal(by: [.presentation(.closeButtonTapped), .timePassed(1)]) { VHalfModal(title: "Filters", onDismiss: $0) }
  }
  public var machineParameters: DetentSheetParameters { model.sheetParameters(containerHeight: containerHeight) }

  /// The `misc` settings the machine receives through `machineParameters(for:)`.
  public static var machineSettings: [String] {
    ["dismissesOnCloseButton", "dismissesOnTapOutside", "dismissesOnEscape", "dismissesOnSwipe"]
      .map { "misc." + $0 } + ["misc.swipeThresholdFraction", "misc.flickVelocity"]
  }

  /// Creates a half modal.
  public init(
    model: VHalfModalModel = .init(), state: SheetVisualState = VHalfModal.initialState, title: String = "",
    containerHeight: Double? = 800, closeButtonState: InteractionState = .enabled,
    onDismiss: @escaping @Sendable () -> Void = {}
  ) {
    self.model = model
    self.state = state
    self.title = title
    self.closeButtonState = closeButtonState
    self.containerHeight = containerHeight.map { $0.isFinite ? max(0, $0) : 0 }
    self.onDismiss = onDismiss
  }
}
