// The spellings 0.14.0 renamed (CHANGELOG.md), kept for one release so code written for 0.13.0 still builds, with a
// warning naming the new spelling. They live together, one file per target, so 0.15.0 removes them by deleting the
// file. An enum case cannot be deprecated under another name, so each old case is a static member building the new
// case: it constructs an event, but a `case` pattern needs the new name.

extension DrawingIcon {
  /// The backward chevron.
  @available(*, deprecated, renamed: "chevronBackward")
  public static var chevronBack: DrawingIcon { .chevronBackward }
  /// The cross.
  @available(*, deprecated, renamed: "xmark")
  public static var cross: DrawingIcon { .xmark }
  /// The magnifying glass.
  @available(*, deprecated, renamed: "magnifyingglass")
  public static var magnifier: DrawingIcon { .magnifyingglass }
  /// The up and down chevrons.
  @available(*, deprecated, renamed: "chevronUpChevronDown")
  public static var chevronUpDown: DrawingIcon { .chevronUpChevronDown }
}

extension PressEvent {
  /// An assistive technology activated the control.
  @available(*, deprecated, renamed: "accessibilityActivated")
  public static var accessibilityActivate: PressEvent { .accessibilityActivated }
  /// A held key repeated.
  @available(*, deprecated, renamed: "keyRepeated(_:)")
  public static func keyRepeat(_ key: KeyboardKey) -> PressEvent { .keyRepeated(key) }
}

extension SegmentedPickerEvent {
  /// An assistive technology activated a segment.
  @available(*, deprecated, renamed: "accessibilityActivated(segment:)")
  public static func accessibilityActivate(segment: Int) -> SegmentedPickerEvent {
    .accessibilityActivated(segment: segment)
  }
}

extension StepperEvent {
  /// An assistive technology activated a button.
  @available(*, deprecated, renamed: "accessibilityActivated(_:)")
  public static func accessibilityActivate(_ button: StepperButton) -> StepperEvent { .accessibilityActivated(button) }
}

extension SliderEvent {
  /// A held key repeated.
  @available(*, deprecated, renamed: "keyRepeated(_:)")
  public static func keyRepeat(_ key: KeyboardKey) -> SliderEvent { .keyRepeated(key) }
}

extension PresentationEvent {
  /// The close button was tapped.
  @available(*, deprecated, renamed: "closeButtonTapped")
  public static var closeButtonPressed: PresentationEvent { .closeButtonTapped }
  /// A tap landed outside the presented content.
  @available(*, deprecated, renamed: "outsideTapped")
  public static var tappedOutside: PresentationEvent { .outsideTapped }
}

extension ToastEvent {
  /// The close button was tapped.
  @available(*, deprecated, renamed: "closeButtonTapped")
  public static var closeButtonPressed: ToastEvent { .closeButtonTapped }
}

extension TextInputEvent {
  /// The clear button was tapped.
  @available(*, deprecated, renamed: "clearButtonTapped")
  public static var clearButtonPressed: TextInputEvent { .clearButtonTapped }
  /// The reveal button was tapped.
  @available(*, deprecated, renamed: "revealButtonTapped")
  public static var revealButtonPressed: TextInputEvent { .revealButtonTapped }
}
