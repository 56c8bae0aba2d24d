import DesignKitCore

// Generated from the registry and the components' sources by
// `DESIGNKIT_UPDATE_GOLDEN=1 swift test --filter VComponents8Migration`: VComponents 7's `uiModel:` and 8's `appearance:` labels of every
// component's initializer, deprecated in favour of `model:`.

extension VBaseButton {
  /// VComponents 7's spelling of `init(model:state:action:accessibilityLabel:)`.
  @available(*, deprecated, renamed: "init(model:state:action:accessibilityLabel:)")
  public init(
    uiModel: VBaseButtonModel,
    state: InteractionState = .enabled,
    action: @escaping @Sendable () -> Void,
    accessibilityLabel: String
  ) {
    self.init(
      model: uiModel,
      state: state,
      action: action,
      accessibilityLabel: accessibilityLabel)
  }

  /// VComponents 8's spelling of `init(model:state:action:accessibilityLabel:)`.
  @available(*, deprecated, renamed: "init(model:state:action:accessibilityLabel:)")
  public init(
    appearance: VBaseButtonModel,
    state: InteractionState = .enabled,
    action: @escaping @Sendable () -> Void,
    accessibilityLabel: String
  ) {
    self.init(
      model: appearance,
      state: state,
      action: action,
      accessibilityLabel: accessibilityLabel)
  }
}

extension VPrimaryButton {
  /// VComponents 7's spelling of `init(model:state:action:title:icon:isLoading:)`.
  @available(*, deprecated, renamed: "init(model:state:action:title:icon:isLoading:)")
  public init(
    uiModel: VPrimaryButtonModel,
    state: InteractionState = .enabled,
    action: @escaping @Sendable () -> Void,
    title: String,
    icon: DrawingIcon? = nil,
    isLoading: Bool = false
  ) {
    self.init(
      model: uiModel,
      state: state,
      action: action,
      title: title,
      icon: icon,
      isLoading: isLoading)
  }

  /// VComponents 8's spelling of `init(model:state:action:title:icon:isLoading:)`.
  @available(*, deprecated, renamed: "init(model:state:action:title:icon:isLoading:)")
  public init(
    appearance: VPrimaryButtonModel,
    state: InteractionState = .enabled,
    action: @escaping @Sendable () -> Void,
    title: String,
    icon: DrawingIcon? = nil,
    isLoading: Bool = false
  ) {
    self.init(
      model: appearance,
      state: state,
      action: action,
      title: title,
      icon: icon,
      isLoading: isLoading)
  }
}

extension TitledPressButton {
  /// VComponents 7's spelling of `init(model:state:action:title:icon:)`.
  @available(*, deprecated, renamed: "init(model:state:action:title:icon:)")
  public init(
    uiModel: Model,
    state: InteractionState = .enabled,
    action: @escaping @Sendable () -> Void,
    title: String,
    icon: DrawingIcon? = nil
  ) {
    self.init(
      model: uiModel,
      state: state,
      action: action,
      title: title,
      icon: icon)
  }

  /// VComponents 8's spelling of `init(model:state:action:title:icon:)`.
  @available(*, deprecated, renamed: "init(model:state:action:title:icon:)")
  public init(
    appearance: Model,
    state: InteractionState = .enabled,
    action: @escaping @Sendable () -> Void,
    title: String,
    icon: DrawingIcon? = nil
  ) {
    self.init(
      model: appearance,
      state: state,
      action: action,
      title: title,
      icon: icon)
  }
}

extension VChevronButton {
  /// VComponents 7's spelling of `init(model:state:direction:accessibilityLabel:action:)`.
  @available(*, deprecated, renamed: "init(model:state:direction:accessibilityLabel:action:)")
  public init(
    uiModel: VChevronButtonModel,
    state: InteractionState = .enabled,
    direction: Direction,
    accessibilityLabel: String? = nil,
    action: @escaping @Sendable () -> Void
  ) {
    self.init(
      model: uiModel,
      state: state,
      direction: direction,
      accessibilityLabel: accessibilityLabel,
      action: action)
  }

  /// VComponents 8's spelling of `init(model:state:direction:accessibilityLabel:action:)`.
  @available(*, deprecated, renamed: "init(model:state:direction:accessibilityLabel:action:)")
  public init(
    appearance: VChevronButtonModel,
    state: InteractionState = .enabled,
    direction: Direction,
    accessibilityLabel: String? = nil,
    action: @escaping @Sendable () -> Void
  ) {
    self.init(
      model: appearance,
      state: state,
      direction: direction,
      accessibilityLabel: accessibilityLabel,
      action: action)
  }
}

extension VCloseButton {
  /// VComponents 7's spelling of `init(model:state:accessibilityLabel:action:)`.
  @available(*, deprecated, renamed: "init(model:state:accessibilityLabel:action:)")
  public init(
    uiModel: VCloseButtonModel,
    state: InteractionState = .enabled,
    accessibilityLabel: String = "Close",
    action: @escaping @Sendable () -> Void
  ) {
    self.init(
      model: uiModel,
      state: state,
      accessibilityLabel: accessibilityLabel,
      action: action)
  }

  /// VComponents 8's spelling of `init(model:state:accessibilityLabel:action:)`.
  @available(*, deprecated, renamed: "init(model:state:accessibilityLabel:action:)")
  public init(
    appearance: VCloseButtonModel,
    state: InteractionState = .enabled,
    accessibilityLabel: String = "Close",
    action: @escaping @Sendable () -> Void
  ) {
    self.init(
      model: appearance,
      state: state,
      accessibilityLabel: accessibilityLabel,
      action: action)
  }
}

extension VNavigationLink {
  /// VComponents 7's spelling of `init(model:state:title:icon:destination:action:)`.
  @available(*, deprecated, renamed: "init(model:state:title:icon:destination:action:)")
  public init(
    uiModel: VNavigationLinkModel,
    state: InteractionState = .enabled,
    title: String,
    icon: DrawingIcon? = nil,
    destination: String,
    action: @escaping @Sendable () -> Void = {}
  ) {
    self.init(
      model: uiModel,
      state: state,
      title: title,
      icon: icon,
      destination: destination,
      action: action)
  }

  /// VComponents 8's spelling of `init(model:state:title:icon:destination:action:)`.
  @available(*, deprecated, renamed: "init(model:state:title:icon:destination:action:)")
  public init(
    appearance: VNavigationLinkModel,
    state: InteractionState = .enabled,
    title: String,
    icon: DrawingIcon? = nil,
    destination: String,
    action: @escaping @Sendable () -> Void = {}
  ) {
    self.init(
      model: appearance,
      state: state,
      title: title,
      icon: icon,
      destination: destination,
      action: action)
  }
}

extension VLink {
  /// VComponents 7's spelling of `init(model:state:title:icon:url:action:)`.
  @available(*, deprecated, renamed: "init(model:state:title:icon:url:action:)")
  public init(
    uiModel: VLinkModel,
    state: InteractionState = .enabled,
    title: String,
    icon: DrawingIcon? = nil,
    url: String,
    action: @escaping @Sendable () -> Void = {}
  ) {
    self.init(
      model: uiModel,
      state: state,
      title: title,
      icon: icon,
      url: url,
      action: action)
  }

  /// VComponents 8's spelling of `init(model:state:title:icon:url:action:)`.
  @available(*, deprecated, renamed: "init(model:state:title:icon:url:action:)")
  public init(
    appearance: VLinkModel,
    state: InteractionState = .enabled,
    title: String,
    icon: DrawingIcon? = nil,
    url: String,
    action: @escaping @Sendable () -> Void = {}
  ) {
    self.init(
      model: appearance,
      state: state,
      title: title,
      icon: icon,
      url: url,
      action: action)
  }
}

extension VRectangularCaptionButton {
  /// VComponents 7's spelling of `init(model:state:action:icon:title:captionIcon:)`.
  @available(*, deprecated, renamed: "init(model:state:action:icon:title:captionIcon:)")
  public init(
    uiModel: VRectangularCaptionButtonModel,
    state: InteractionState = .enabled,
    action: @escaping @Sendable () -> Void,
    icon: DrawingIcon,
    title: String,
    captionIcon: DrawingIcon? = nil
  ) {
    self.init(
      model: uiModel,
      state: state,
      action: action,
      icon: icon,
      title: title,
      captionIcon: captionIcon)
  }

  /// VComponents 8's spelling of `init(model:state:action:icon:title:captionIcon:)`.
  @available(*, deprecated, renamed: "init(model:state:action:icon:title:captionIcon:)")
  public init(
    appearance: VRectangularCaptionButtonModel,
    state: InteractionState = .enabled,
    action: @escaping @Sendable () -> Void,
    icon: DrawingIcon,
    title: String,
    captionIcon: DrawingIcon? = nil
  ) {
    self.init(
      model: appearance,
      state: state,
      action: action,
      icon: icon,
      title: title,
      captionIcon: captionIcon)
  }
}

extension VToggle {
  /// VComponents 7's spelling of `init(model:state:title:icon:onValueChange:)`.
  @available(*, deprecated, renamed: "init(model:state:title:icon:onValueChange:)")
  public init(
    uiModel: VToggleModel,
    state: ValueState<ToggleValue> = .init(.off),
    title: String = "",
    icon: DrawingIcon? = nil,
    onValueChange: @escaping @Sendable (ToggleValue) -> Void = { _ in }
  ) {
    self.init(
      model: uiModel,
      state: state,
      title: title,
      icon: icon,
      onValueChange: onValueChange)
  }

  /// VComponents 8's spelling of `init(model:state:title:icon:onValueChange:)`.
  @available(*, deprecated, renamed: "init(model:state:title:icon:onValueChange:)")
  public init(
    appearance: VToggleModel,
    state: ValueState<ToggleValue> = .init(.off),
    title: String = "",
    icon: DrawingIcon? = nil,
    onValueChange: @escaping @Sendable (ToggleValue) -> Void = { _ in }
  ) {
    self.init(
      model: appearance,
      state: state,
      title: title,
      icon: icon,
      onValueChange: onValueChange)
  }
}

extension VCheckBox {
  /// VComponents 7's spelling of `init(model:state:title:icon:onChange:)`.
  @available(*, deprecated, renamed: "init(model:state:title:icon:onChange:)")
  public init(
    uiModel: VCheckBoxModel,
    state: ValueState<CheckboxValue> = .init(.off),
    title: String = "",
    icon: DrawingIcon? = nil,
    onChange: @escaping @Sendable (CheckboxValue) -> Void = { _ in }
  ) {
    self.init(
      model: uiModel,
      state: state,
      title: title,
      icon: icon,
      onChange: onChange)
  }

  /// VComponents 8's spelling of `init(model:state:title:icon:onChange:)`.
  @available(*, deprecated, renamed: "init(model:state:title:icon:onChange:)")
  public init(
    appearance: VCheckBoxModel,
    state: ValueState<CheckboxValue> = .init(.off),
    title: String = "",
    icon: DrawingIcon? = nil,
    onChange: @escaping @Sendable (CheckboxValue) -> Void = { _ in }
  ) {
    self.init(
      model: appearance,
      state: state,
      title: title,
      icon: icon,
      onChange: onChange)
  }
}

extension VRadioButton {
  /// VComponents 7's spelling of `init(model:state:title:icon:onSelect:)`.
  @available(*, deprecated, renamed: "init(model:state:title:icon:onSelect:)")
  public init(
    uiModel: VRadioButtonModel,
    state: ValueState<ToggleValue> = .init(.off),
    title: String = "",
    icon: DrawingIcon? = nil,
    onSelect: @escaping @Sendable () -> Void = {}
  ) {
    self.init(
      model: uiModel,
      state: state,
      title: title,
      icon: icon,
      onSelect: onSelect)
  }

  /// VComponents 8's spelling of `init(model:state:title:icon:onSelect:)`.
  @available(*, deprecated, renamed: "init(model:state:title:icon:onSelect:)")
  public init(
    appearance: VRadioButtonModel,
    state: ValueState<ToggleValue> = .init(.off),
    title: String = "",
    icon: DrawingIcon? = nil,
    onSelect: @escaping @Sendable () -> Void = {}
  ) {
    self.init(
      model: appearance,
      state: state,
      title: title,
      icon: icon,
      onSelect: onSelect)
  }
}

extension VRadioGroup {
  /// VComponents 7's spelling of `init(model:state:options:optionIcons:disabledOptions:selection:accessibilityLabel:onChange:)`.
  @available(*, deprecated, renamed: "init(model:state:options:optionIcons:disabledOptions:selection:accessibilityLabel:onChange:)")
  public init(
    uiModel: VRadioGroupModel,
    state: InteractionState = .enabled,
    options: [String],
    optionIcons: [DrawingIcon?] = [],
    disabledOptions: Set<Int> = [],
    selection: Int = 0,
    accessibilityLabel: String = "",
    onChange: @escaping @Sendable (Int) -> Void = { _ in }
  ) {
    self.init(
      model: uiModel,
      state: state,
      options: options,
      optionIcons: optionIcons,
      disabledOptions: disabledOptions,
      selection: selection,
      accessibilityLabel: accessibilityLabel,
      onChange: onChange)
  }

  /// VComponents 8's spelling of `init(model:state:options:optionIcons:disabledOptions:selection:accessibilityLabel:onChange:)`.
  @available(*, deprecated, renamed: "init(model:state:options:optionIcons:disabledOptions:selection:accessibilityLabel:onChange:)")
  public init(
    appearance: VRadioGroupModel,
    state: InteractionState = .enabled,
    options: [String],
    optionIcons: [DrawingIcon?] = [],
    disabledOptions: Set<Int> = [],
    selection: Int = 0,
    accessibilityLabel: String = "",
    onChange: @escaping @Sendable (Int) -> Void = { _ in }
  ) {
    self.init(
      model: appearance,
      state: state,
      options: options,
      optionIcons: optionIcons,
      disabledOptions: disabledOptions,
      selection: selection,
      accessibilityLabel: accessibilityLabel,
      onChange: onChange)
  }
}

extension ToggleButton {
  /// VComponents 7's spelling of `init(model:state:title:icon:onValueChange:)`.
  @available(*, deprecated, renamed: "init(model:state:title:icon:onValueChange:)")
  public init(
    uiModel: Model,
    state: ValueState<ToggleValue> = .init(.off),
    title: String,
    icon: DrawingIcon? = nil,
    onValueChange: @escaping @Sendable (ToggleValue) -> Void = { _ in }
  ) {
    self.init(
      model: uiModel,
      state: state,
      title: title,
      icon: icon,
      onValueChange: onValueChange)
  }

  /// VComponents 8's spelling of `init(model:state:title:icon:onValueChange:)`.
  @available(*, deprecated, renamed: "init(model:state:title:icon:onValueChange:)")
  public init(
    appearance: Model,
    state: ValueState<ToggleValue> = .init(.off),
    title: String,
    icon: DrawingIcon? = nil,
    onValueChange: @escaping @Sendable (ToggleValue) -> Void = { _ in }
  ) {
    self.init(
      model: appearance,
      state: state,
      title: title,
      icon: icon,
      onValueChange: onValueChange)
  }
}

extension VSegmentedPicker {
  /// VComponents 7's spelling of `init(model:state:items:itemIcons:disabledItems:selection:accessibilityLabel:onChange:)`.
  @available(*, deprecated, renamed: "init(model:state:items:itemIcons:disabledItems:selection:accessibilityLabel:onChange:)")
  public init(
    uiModel: VSegmentedPickerModel,
    state: InteractionState = .enabled,
    items: [String],
    itemIcons: [DrawingIcon?] = [],
    disabledItems: Set<Int> = [],
    selection: Int = 0,
    accessibilityLabel: String = "",
    onChange: @escaping @Sendable (Int) -> Void = { _ in }
  ) {
    self.init(
      model: uiModel,
      state: state,
      items: items,
      itemIcons: itemIcons,
      disabledItems: disabledItems,
      selection: selection,
      accessibilityLabel: accessibilityLabel,
      onChange: onChange)
  }

  /// VComponents 8's spelling of `init(model:state:items:itemIcons:disabledItems:selection:accessibilityLabel:onChange:)`.
  @available(*, deprecated, renamed: "init(model:state:items:itemIcons:disabledItems:selection:accessibilityLabel:onChange:)")
  public init(
    appearance: VSegmentedPickerModel,
    state: InteractionState = .enabled,
    items: [String],
    itemIcons: [DrawingIcon?] = [],
    disabledItems: Set<Int> = [],
    selection: Int = 0,
    accessibilityLabel: String = "",
    onChange: @escaping @Sendable (Int) -> Void = { _ in }
  ) {
    self.init(
      model: appearance,
      state: state,
      items: items,
      itemIcons: itemIcons,
      disabledItems: disabledItems,
      selection: selection,
      accessibilityLabel: accessibilityLabel,
      onChange: onChange)
  }
}

extension VMenuPicker {
  /// VComponents 7's spelling of `init(model:state:items:itemIcons:disabledItems:selection:highlightedItem:accessibilityLabel:onChange:)`.
  @available(*, deprecated, renamed: "init(model:state:items:itemIcons:disabledItems:selection:highlightedItem:accessibilityLabel:onChange:)")
  public init(
    uiModel: VMenuPickerModel,
    state: ValueState<MenuPresentation> = .init(.closed),
    items: [String],
    itemIcons: [DrawingIcon?] = [],
    disabledItems: Set<Int> = [],
    selection: Int = 0,
    highlightedItem: Int? = nil,
    accessibilityLabel: String = "",
    onChange: @escaping @Sendable (Int) -> Void = { _ in }
  ) {
    self.init(
      model: uiModel,
      state: state,
      items: items,
      itemIcons: itemIcons,
      disabledItems: disabledItems,
      selection: selection,
      highlightedItem: highlightedItem,
      accessibilityLabel: accessibilityLabel,
      onChange: onChange)
  }

  /// VComponents 8's spelling of `init(model:state:items:itemIcons:disabledItems:selection:highlightedItem:accessibilityLabel:onChange:)`.
  @available(*, deprecated, renamed: "init(model:state:items:itemIcons:disabledItems:selection:highlightedItem:accessibilityLabel:onChange:)")
  public init(
    appearance: VMenuPickerModel,
    state: ValueState<MenuPresentation> = .init(.closed),
    items: [String],
    itemIcons: [DrawingIcon?] = [],
    disabledItems: Set<Int> = [],
    selection: Int = 0,
    highlightedItem: Int? = nil,
    accessibilityLabel: String = "",
    onChange: @escaping @Sendable (Int) -> Void = { _ in }
  ) {
    self.init(
      model: appearance,
      state: state,
      items: items,
      itemIcons: itemIcons,
      disabledItems: disabledItems,
      selection: selection,
      highlightedItem: highlightedItem,
      accessibilityLabel: accessibilityLabel,
      onChange: onChange)
  }
}

extension VWheelPicker {
  /// VComponents 7's spelling of `init(model:state:items:disabledItems:selection:accessibilityLabel:onChange:)`.
  @available(*, deprecated, renamed: "init(model:state:items:disabledItems:selection:accessibilityLabel:onChange:)")
  public init(
    uiModel: VWheelPickerModel,
    state: DragInteraction = .idle,
    items: [String],
    disabledItems: Set<Int> = [],
    selection: Int = 0,
    accessibilityLabel: String = "",
    onChange: @escaping @Sendable (Int) -> Void = { _ in }
  ) {
    self.init(
      model: uiModel,
      state: state,
      items: items,
      disabledItems: disabledItems,
      selection: selection,
      accessibilityLabel: accessibilityLabel,
      onChange: onChange)
  }

  /// VComponents 8's spelling of `init(model:state:items:disabledItems:selection:accessibilityLabel:onChange:)`.
  @available(*, deprecated, renamed: "init(model:state:items:disabledItems:selection:accessibilityLabel:onChange:)")
  public init(
    appearance: VWheelPickerModel,
    state: DragInteraction = .idle,
    items: [String],
    disabledItems: Set<Int> = [],
    selection: Int = 0,
    accessibilityLabel: String = "",
    onChange: @escaping @Sendable (Int) -> Void = { _ in }
  ) {
    self.init(
      model: appearance,
      state: state,
      items: items,
      disabledItems: disabledItems,
      selection: selection,
      accessibilityLabel: accessibilityLabel,
      onChange: onChange)
  }
}

extension VStepper {
  /// VComponents 7's spelling of `init(model:state:value:range:step:accessibilityLabel:onChange:)`.
  @available(*, deprecated, renamed: "init(model:state:value:range:step:accessibilityLabel:onChange:)")
  public init(
    uiModel: VStepperModel,
    state: InteractionState = .enabled,
    value: Double,
    range: ClosedRange<Double> = 0...10,
    step: Double = 1,
    accessibilityLabel: String = "",
    onChange: @escaping @Sendable (Double) -> Void = { _ in }
  ) {
    self.init(
      model: uiModel,
      state: state,
      value: value,
      range: range,
      step: step,
      accessibilityLabel: accessibilityLabel,
      onChange: onChange)
  }

  /// VComponents 8's spelling of `init(model:state:value:range:step:accessibilityLabel:onChange:)`.
  @available(*, deprecated, renamed: "init(model:state:value:range:step:accessibilityLabel:onChange:)")
  public init(
    appearance: VStepperModel,
    state: InteractionState = .enabled,
    value: Double,
    range: ClosedRange<Double> = 0...10,
    step: Double = 1,
    accessibilityLabel: String = "",
    onChange: @escaping @Sendable (Double) -> Void = { _ in }
  ) {
    self.init(
      model: appearance,
      state: state,
      value: value,
      range: range,
      step: step,
      accessibilityLabel: accessibilityLabel,
      onChange: onChange)
  }
}

extension VSlider {
  /// VComponents 7's spelling of `init(model:state:value:range:step:accessibilityLabel:layoutDirection:onChange:)`.
  @available(*, deprecated, renamed: "init(model:state:value:range:step:accessibilityLabel:layoutDirection:onChange:)")
  public init(
    uiModel: VSliderModel,
    state: DragInteraction = .idle,
    value: Double,
    range: ClosedRange<Double> = 0...1,
    step: Double? = nil,
    accessibilityLabel: String = "",
    layoutDirection: StyleEnvironment.LayoutDirection = .leftToRight,
    onChange: @escaping @Sendable (Double) -> Void = { _ in }
  ) {
    self.init(
      model: uiModel,
      state: state,
      value: value,
      range: range,
      step: step,
      accessibilityLabel: accessibilityLabel,
      layoutDirection: layoutDirection,
      onChange: onChange)
  }

  /// VComponents 8's spelling of `init(model:state:value:range:step:accessibilityLabel:layoutDirection:onChange:)`.
  @available(*, deprecated, renamed: "init(model:state:value:range:step:accessibilityLabel:layoutDirection:onChange:)")
  public init(
    appearance: VSliderModel,
    state: DragInteraction = .idle,
    value: Double,
    range: ClosedRange<Double> = 0...1,
    step: Double? = nil,
    accessibilityLabel: String = "",
    layoutDirection: StyleEnvironment.LayoutDirection = .leftToRight,
    onChange: @escaping @Sendable (Double) -> Void = { _ in }
  ) {
    self.init(
      model: appearance,
      state: state,
      value: value,
      range: range,
      step: step,
      accessibilityLabel: accessibilityLabel,
      layoutDirection: layoutDirection,
      onChange: onChange)
  }
}

extension VRangeSlider {
  /// VComponents 7's spelling of `init(model:state:lower:upper:range:step:minimumDistance:accessibilityLabel:layoutDirection:onChange:)`.
  @available(*, deprecated, renamed: "init(model:state:lower:upper:range:step:minimumDistance:accessibilityLabel:layoutDirection:onChange:)")
  public init(
    uiModel: VRangeSliderModel,
    state: DragInteraction = .idle,
    lower: Double,
    upper: Double,
    range: ClosedRange<Double> = 0...1,
    step: Double? = nil,
    minimumDistance: Double = 0,
    accessibilityLabel: String = "",
    layoutDirection: StyleEnvironment.LayoutDirection = .leftToRight,
    onChange: @escaping @Sendable (ClosedRange<Double>) -> Void = { _ in }
  ) {
    self.init(
      model: uiModel,
      state: state,
      lower: lower,
      upper: upper,
      range: range,
      step: step,
      minimumDistance: minimumDistance,
      accessibilityLabel: accessibilityLabel,
      layoutDirection: layoutDirection,
      onChange: onChange)
  }

  /// VComponents 8's spelling of `init(model:state:lower:upper:range:step:minimumDistance:accessibilityLabel:layoutDirection:onChange:)`.
  @available(*, deprecated, renamed: "init(model:state:lower:upper:range:step:minimumDistance:accessibilityLabel:layoutDirection:onChange:)")
  public init(
    appearance: VRangeSliderModel,
    state: DragInteraction = .idle,
    lower: Double,
    upper: Double,
    range: ClosedRange<Double> = 0...1,
    step: Double? = nil,
    minimumDistance: Double = 0,
    accessibilityLabel: String = "",
    layoutDirection: StyleEnvironment.LayoutDirection = .leftToRight,
    onChange: @escaping @Sendable (ClosedRange<Double>) -> Void = { _ in }
  ) {
    self.init(
      model: appearance,
      state: state,
      lower: lower,
      upper: upper,
      range: range,
      step: step,
      minimumDistance: minimumDistance,
      accessibilityLabel: accessibilityLabel,
      layoutDirection: layoutDirection,
      onChange: onChange)
  }
}

extension TextInput {
  /// VComponents 7's spelling of `init(model:state:placeholder:text:onChange:)`.
  @available(*, deprecated, renamed: "init(model:state:placeholder:text:onChange:)")
  public init(
    uiModel: Model,
    state: ValueState<ValidationState> = .init(.none),
    placeholder: String = "",
    text: String = "",
    onChange: @escaping @Sendable (String) -> Void = { _ in }
  ) {
    self.init(
      model: uiModel,
      state: state,
      placeholder: placeholder,
      text: text,
      onChange: onChange)
  }

  /// VComponents 8's spelling of `init(model:state:placeholder:text:onChange:)`.
  @available(*, deprecated, renamed: "init(model:state:placeholder:text:onChange:)")
  public init(
    appearance: Model,
    state: ValueState<ValidationState> = .init(.none),
    placeholder: String = "",
    text: String = "",
    onChange: @escaping @Sendable (String) -> Void = { _ in }
  ) {
    self.init(
      model: appearance,
      state: state,
      placeholder: placeholder,
      text: text,
      onChange: onChange)
  }
}

extension VTextField {
  /// VComponents 7's spelling of `init(model:state:header:footer:placeholder:text:onChange:)`.
  @available(*, deprecated, renamed: "init(model:state:header:footer:placeholder:text:onChange:)")
  public init(
    uiModel: VTextFieldModel,
    state: ValueState<ValidationState> = .init(.none),
    header: String = "",
    footer: String = "",
    placeholder: String = "",
    text: String = "",
    onChange: @escaping @Sendable (String) -> Void = { _ in }
  ) {
    self.init(
      model: uiModel,
      state: state,
      header: header,
      footer: footer,
      placeholder: placeholder,
      text: text,
      onChange: onChange)
  }

  /// VComponents 8's spelling of `init(model:state:header:footer:placeholder:text:onChange:)`.
  @available(*, deprecated, renamed: "init(model:state:header:footer:placeholder:text:onChange:)")
  public init(
    appearance: VTextFieldModel,
    state: ValueState<ValidationState> = .init(.none),
    header: String = "",
    footer: String = "",
    placeholder: String = "",
    text: String = "",
    onChange: @escaping @Sendable (String) -> Void = { _ in }
  ) {
    self.init(
      model: appearance,
      state: state,
      header: header,
      footer: footer,
      placeholder: placeholder,
      text: text,
      onChange: onChange)
  }
}

extension VCodeEntryView {
  /// VComponents 7's spelling of `init(model:state:label:code:onChange:onSubmit:)`.
  @available(*, deprecated, renamed: "init(model:state:label:code:onChange:onSubmit:)")
  public init(
    uiModel: VCodeEntryViewModel,
    state: ValueState<CodeEntryFill> = .init(.empty),
    label: String = "Verification code",
    code: String = "",
    onChange: @escaping @Sendable (String) -> Void = { _ in },
    onSubmit: @escaping @Sendable () -> Void = {}
  ) {
    self.init(
      model: uiModel,
      state: state,
      label: label,
      code: code,
      onChange: onChange,
      onSubmit: onSubmit)
  }

  /// VComponents 8's spelling of `init(model:state:label:code:onChange:onSubmit:)`.
  @available(*, deprecated, renamed: "init(model:state:label:code:onChange:onSubmit:)")
  public init(
    appearance: VCodeEntryViewModel,
    state: ValueState<CodeEntryFill> = .init(.empty),
    label: String = "Verification code",
    code: String = "",
    onChange: @escaping @Sendable (String) -> Void = { _ in },
    onSubmit: @escaping @Sendable () -> Void = {}
  ) {
    self.init(
      model: appearance,
      state: state,
      label: label,
      code: code,
      onChange: onChange,
      onSubmit: onSubmit)
  }
}

extension VBaseList {
  /// VComponents 7's spelling of `init(model:state:rows:)`.
  @available(*, deprecated, renamed: "init(model:state:rows:)")
  public init(
    uiModel: VBaseListModel,
    state: Availability = .enabled,
    rows: [String]
  ) {
    self.init(
      model: uiModel,
      state: state,
      rows: rows)
  }

  /// VComponents 8's spelling of `init(model:state:rows:)`.
  @available(*, deprecated, renamed: "init(model:state:rows:)")
  public init(
    appearance: VBaseListModel,
    state: Availability = .enabled,
    rows: [String]
  ) {
    self.init(
      model: appearance,
      state: state,
      rows: rows)
  }
}

extension VList {
  /// VComponents 7's spelling of `init(model:state:rows:)`.
  @available(*, deprecated, renamed: "init(model:state:rows:)")
  public init(
    uiModel: VListModel,
    state: Availability = .enabled,
    rows: [String]
  ) {
    self.init(
      model: uiModel,
      state: state,
      rows: rows)
  }

  /// VComponents 8's spelling of `init(model:state:rows:)`.
  @available(*, deprecated, renamed: "init(model:state:rows:)")
  public init(
    appearance: VListModel,
    state: Availability = .enabled,
    rows: [String]
  ) {
    self.init(
      model: appearance,
      state: state,
      rows: rows)
  }
}

extension VSectionList {
  /// VComponents 7's spelling of `init(model:state:sections:pinsHeaders:)`.
  @available(*, deprecated, renamed: "init(model:state:sections:pinsHeaders:)")
  public init(
    uiModel: VSectionListModel,
    state: Availability = .enabled,
    sections: [Section],
    pinsHeaders: Bool = false
  ) {
    self.init(
      model: uiModel,
      state: state,
      sections: sections,
      pinsHeaders: pinsHeaders)
  }

  /// VComponents 8's spelling of `init(model:state:sections:pinsHeaders:)`.
  @available(*, deprecated, renamed: "init(model:state:sections:pinsHeaders:)")
  public init(
    appearance: VSectionListModel,
    state: Availability = .enabled,
    sections: [Section],
    pinsHeaders: Bool = false
  ) {
    self.init(
      model: appearance,
      state: state,
      sections: sections,
      pinsHeaders: pinsHeaders)
  }
}

extension VAccordion {
  /// VComponents 7's spelling of `init(model:state:title:rows:onToggle:)`.
  @available(*, deprecated, renamed: "init(model:state:title:rows:onToggle:)")
  public init(
    uiModel: VAccordionModel,
    state: ValueState<DisclosureValue> = .init(.collapsed),
    title: String,
    rows: [String] = [],
    onToggle: @escaping @Sendable (DisclosureValue) -> Void = { _ in }
  ) {
    self.init(
      model: uiModel,
      state: state,
      title: title,
      rows: rows,
      onToggle: onToggle)
  }

  /// VComponents 8's spelling of `init(model:state:title:rows:onToggle:)`.
  @available(*, deprecated, renamed: "init(model:state:title:rows:onToggle:)")
  public init(
    appearance: VAccordionModel,
    state: ValueState<DisclosureValue> = .init(.collapsed),
    title: String,
    rows: [String] = [],
    onToggle: @escaping @Sendable (DisclosureValue) -> Void = { _ in }
  ) {
    self.init(
      model: appearance,
      state: state,
      title: title,
      rows: rows,
      onToggle: onToggle)
  }
}

extension VCarousel {
  /// VComponents 7's spelling of `init(model:state:selection:cards:width:platform:onSelect:)`.
  @available(*, deprecated, renamed: "init(model:state:selection:cards:width:platform:onSelect:)")
  public init(
    uiModel: VCarouselModel,
    state: PagingPhase = .resting,
    selection: Int = 0,
    cards: [String],
    width: Double = 260,
    platform: StyleEnvironment.Platform = .iOS,
    onSelect: @escaping @Sendable (Int) -> Void = { _ in }
  ) {
    self.init(
      model: uiModel,
      state: state,
      selection: selection,
      cards: cards,
      width: width,
      platform: platform,
      onSelect: onSelect)
  }

  /// VComponents 8's spelling of `init(model:state:selection:cards:width:platform:onSelect:)`.
  @available(*, deprecated, renamed: "init(model:state:selection:cards:width:platform:onSelect:)")
  public init(
    appearance: VCarouselModel,
    state: PagingPhase = .resting,
    selection: Int = 0,
    cards: [String],
    width: Double = 260,
    platform: StyleEnvironment.Platform = .iOS,
    onSelect: @escaping @Sendable (Int) -> Void = { _ in }
  ) {
    self.init(
      model: appearance,
      state: state,
      selection: selection,
      cards: cards,
      width: width,
      platform: platform,
      onSelect: onSelect)
  }
}

extension VTabNavigationView {
  /// VComponents 7's spelling of `init(model:state:tabs:selectedTab:onSelect:)`.
  @available(*, deprecated, renamed: "init(model:state:tabs:selectedTab:onSelect:)")
  public init(
    uiModel: VTabNavigationViewModel,
    state: InteractionState = .enabled,
    tabs: [Tab],
    selectedTab: Int = 0,
    onSelect: @escaping @Sendable (Int) -> Void = { _ in }
  ) {
    self.init(
      model: uiModel,
      state: state,
      tabs: tabs,
      selectedTab: selectedTab,
      onSelect: onSelect)
  }

  /// VComponents 8's spelling of `init(model:state:tabs:selectedTab:onSelect:)`.
  @available(*, deprecated, renamed: "init(model:state:tabs:selectedTab:onSelect:)")
  public init(
    appearance: VTabNavigationViewModel,
    state: InteractionState = .enabled,
    tabs: [Tab],
    selectedTab: Int = 0,
    onSelect: @escaping @Sendable (Int) -> Void = { _ in }
  ) {
    self.init(
      model: appearance,
      state: state,
      tabs: tabs,
      selectedTab: selectedTab,
      onSelect: onSelect)
  }
}

extension VNavigationView {
  /// VComponents 7's spelling of `init(model:state:rootTitle:destinations:onDepthChange:)`.
  @available(*, deprecated, renamed: "init(model:state:rootTitle:destinations:onDepthChange:)")
  public init(
    uiModel: VNavigationViewModel,
    state: NavigationPhase = .root,
    rootTitle: String,
    destinations: [String],
    onDepthChange: @escaping @Sendable (Int) -> Void = { _ in }
  ) {
    self.init(
      model: uiModel,
      state: state,
      rootTitle: rootTitle,
      destinations: destinations,
      onDepthChange: onDepthChange)
  }

  /// VComponents 8's spelling of `init(model:state:rootTitle:destinations:onDepthChange:)`.
  @available(*, deprecated, renamed: "init(model:state:rootTitle:destinations:onDepthChange:)")
  public init(
    appearance: VNavigationViewModel,
    state: NavigationPhase = .root,
    rootTitle: String,
    destinations: [String],
    onDepthChange: @escaping @Sendable (Int) -> Void = { _ in }
  ) {
    self.init(
      model: appearance,
      state: state,
      rootTitle: rootTitle,
      destinations: destinations,
      onDepthChange: onDepthChange)
  }
}

extension PagerTabView {
  /// VComponents 7's spelling of `init(model:state:tabs:width:onSelect:)`.
  @available(*, deprecated, renamed: "init(model:state:tabs:width:onSelect:)")
  public init(
    uiModel: Model,
    state: PagingPhase = .resting,
    tabs: [String],
    width: Double = 260,
    onSelect: @escaping @Sendable (Int) -> Void = { _ in }
  ) {
    self.init(
      model: uiModel,
      state: state,
      tabs: tabs,
      width: width,
      onSelect: onSelect)
  }

  /// VComponents 8's spelling of `init(model:state:tabs:width:onSelect:)`.
  @available(*, deprecated, renamed: "init(model:state:tabs:width:onSelect:)")
  public init(
    appearance: Model,
    state: PagingPhase = .resting,
    tabs: [String],
    width: Double = 260,
    onSelect: @escaping @Sendable (Int) -> Void = { _ in }
  ) {
    self.init(
      model: appearance,
      state: state,
      tabs: tabs,
      width: width,
      onSelect: onSelect)
  }

  /// VComponents 7's spelling of `init(model:state:selection:tabs:width:onSelect:)`.
  @available(*, deprecated, renamed: "init(model:state:selection:tabs:width:onSelect:)")
  public init(
    uiModel: Model,
    state: PagingPhase = .resting,
    selection: Int,
    tabs: [String],
    width: Double = 260,
    onSelect: @escaping @Sendable (Int) -> Void = { _ in }
  ) {
    self.init(
      model: uiModel,
      state: state,
      selection: selection,
      tabs: tabs,
      width: width,
      onSelect: onSelect)
  }

  /// VComponents 8's spelling of `init(model:state:selection:tabs:width:onSelect:)`.
  @available(*, deprecated, renamed: "init(model:state:selection:tabs:width:onSelect:)")
  public init(
    appearance: Model,
    state: PagingPhase = .resting,
    selection: Int,
    tabs: [String],
    width: Double = 260,
    onSelect: @escaping @Sendable (Int) -> Void = { _ in }
  ) {
    self.init(
      model: appearance,
      state: state,
      selection: selection,
      tabs: tabs,
      width: width,
      onSelect: onSelect)
  }
}

extension VModal {
  /// VComponents 7's spelling of `init(model:state:title:closeButtonState:onDismiss:)`.
  @available(*, deprecated, renamed: "init(model:state:title:closeButtonState:onDismiss:)")
  public init(
    uiModel: VModalModel,
    state: PresentationPhase = VModal.initialState,
    title: String = "",
    closeButtonState: InteractionState = .enabled,
    onDismiss: @escaping @Sendable () -> Void = {}
  ) {
    self.init(
      model: uiModel,
      state: state,
      title: title,
      closeButtonState: closeButtonState,
      onDismiss: onDismiss)
  }

  /// VComponents 8's spelling of `init(model:state:title:closeButtonState:onDismiss:)`.
  @available(*, deprecated, renamed: "init(model:state:title:closeButtonState:onDismiss:)")
  public init(
    appearance: VModalModel,
    state: PresentationPhase = VModal.initialState,
    title: String = "",
    closeButtonState: InteractionState = .enabled,
    onDismiss: @escaping @Sendable () -> Void = {}
  ) {
    self.init(
      model: appearance,
      state: state,
      title: title,
      closeButtonState: closeButtonState,
      onDismiss: onDismiss)
  }
}

extension VHalfModal {
  /// VComponents 7's spelling of `init(model:state:title:containerHeight:closeButtonState:onDismiss:)`.
  @available(*, deprecated, renamed: "init(model:state:title:containerHeight:closeButtonState:onDismiss:)")
  public init(
    uiModel: VHalfModalModel,
    state: SheetVisualState = VHalfModal.initialState,
    title: String = "",
    containerHeight: Double? = 800,
    closeButtonState: InteractionState = .enabled,
    onDismiss: @escaping @Sendable () -> Void = {}
  ) {
    self.init(
      model: uiModel,
      state: state,
      title: title,
      containerHeight: containerHeight,
      closeButtonState: closeButtonState,
      onDismiss: onDismiss)
  }

  /// VComponents 8's spelling of `init(model:state:title:containerHeight:closeButtonState:onDismiss:)`.
  @available(*, deprecated, renamed: "init(model:state:title:containerHeight:closeButtonState:onDismiss:)")
  public init(
    appearance: VHalfModalModel,
    state: SheetVisualState = VHalfModal.initialState,
    title: String = "",
    containerHeight: Double? = 800,
    closeButtonState: InteractionState = .enabled,
    onDismiss: @escaping @Sendable () -> Void = {}
  ) {
    self.init(
      model: appearance,
      state: state,
      title: title,
      containerHeight: containerHeight,
      closeButtonState: closeButtonState,
      onDismiss: onDismiss)
  }
}

extension VSideBar {
  /// VComponents 7's spelling of `init(model:state:label:onDismiss:)`.
  @available(*, deprecated, renamed: "init(model:state:label:onDismiss:)")
  public init(
    uiModel: VSideBarModel,
    state: PresentationPhase = VSideBar.initialState,
    label: String = "",
    onDismiss: @escaping @Sendable () -> Void = {}
  ) {
    self.init(
      model: uiModel,
      state: state,
      label: label,
      onDismiss: onDismiss)
  }

  /// VComponents 8's spelling of `init(model:state:label:onDismiss:)`.
  @available(*, deprecated, renamed: "init(model:state:label:onDismiss:)")
  public init(
    appearance: VSideBarModel,
    state: PresentationPhase = VSideBar.initialState,
    label: String = "",
    onDismiss: @escaping @Sendable () -> Void = {}
  ) {
    self.init(
      model: appearance,
      state: state,
      label: label,
      onDismiss: onDismiss)
  }
}

extension VDialog {
  /// VComponents 7's spelling of `init(model:state:title:message:actions:)`.
  @available(*, deprecated, renamed: "init(model:state:title:message:actions:)")
  public init(
    uiModel: VDialogModel,
    state: PresentationPhase = VDialog.initialState,
    title: String = "",
    message: String = "",
    actions: [PresentedAction]
  ) {
    self.init(
      model: uiModel,
      state: state,
      title: title,
      message: message,
      actions: actions)
  }

  /// VComponents 8's spelling of `init(model:state:title:message:actions:)`.
  @available(*, deprecated, renamed: "init(model:state:title:message:actions:)")
  public init(
    appearance: VDialogModel,
    state: PresentationPhase = VDialog.initialState,
    title: String = "",
    message: String = "",
    actions: [PresentedAction]
  ) {
    self.init(
      model: appearance,
      state: state,
      title: title,
      message: message,
      actions: actions)
  }
}

extension VMenu {
  /// VComponents 7's spelling of `init(model:state:sections:)`.
  @available(*, deprecated, renamed: "init(model:state:sections:)")
  public init(
    uiModel: VMenuModel,
    state: PresentationPhase = VMenu.initialState,
    sections: [[PresentedAction]]
  ) {
    self.init(
      model: uiModel,
      state: state,
      sections: sections)
  }

  /// VComponents 8's spelling of `init(model:state:sections:)`.
  @available(*, deprecated, renamed: "init(model:state:sections:)")
  public init(
    appearance: VMenuModel,
    state: PresentationPhase = VMenu.initialState,
    sections: [[PresentedAction]]
  ) {
    self.init(
      model: appearance,
      state: state,
      sections: sections)
  }
}

extension VActionSheet {
  /// VComponents 7's spelling of `init(model:state:title:message:actions:)`.
  @available(*, deprecated, renamed: "init(model:state:title:message:actions:)")
  public init(
    uiModel: VActionSheetModel,
    state: PresentationPhase = VActionSheet.initialState,
    title: String = "",
    message: String = "",
    actions: [PresentedAction]
  ) {
    self.init(
      model: uiModel,
      state: state,
      title: title,
      message: message,
      actions: actions)
  }

  /// VComponents 8's spelling of `init(model:state:title:message:actions:)`.
  @available(*, deprecated, renamed: "init(model:state:title:message:actions:)")
  public init(
    appearance: VActionSheetModel,
    state: PresentationPhase = VActionSheet.initialState,
    title: String = "",
    message: String = "",
    actions: [PresentedAction]
  ) {
    self.init(
      model: appearance,
      state: state,
      title: title,
      message: message,
      actions: actions)
  }
}

extension VToast {
  /// VComponents 7's spelling of `init(model:type:state:text:icon:onDismiss:)`.
  @available(*, deprecated, renamed: "init(model:type:state:text:icon:onDismiss:)")
  public init(
    uiModel: VToastModel,
    type: Kind = .info,
    state: ToastPhase = .removed,
    text: String,
    icon: DrawingIcon? = nil,
    onDismiss: @escaping @Sendable () -> Void = {}
  ) {
    self.init(
      model: uiModel,
      type: type,
      state: state,
      text: text,
      icon: icon,
      onDismiss: onDismiss)
  }

  /// VComponents 8's spelling of `init(model:type:state:text:icon:onDismiss:)`.
  @available(*, deprecated, renamed: "init(model:type:state:text:icon:onDismiss:)")
  public init(
    appearance: VToastModel,
    type: Kind = .info,
    state: ToastPhase = .removed,
    text: String,
    icon: DrawingIcon? = nil,
    onDismiss: @escaping @Sendable () -> Void = {}
  ) {
    self.init(
      model: appearance,
      type: type,
      state: state,
      text: text,
      icon: icon,
      onDismiss: onDismiss)
  }
}

extension VNotification {
  /// VComponents 7's spelling of `init(model:state:icon:title:message:onDismiss:)`.
  @available(*, deprecated, renamed: "init(model:state:icon:title:message:onDismiss:)")
  public init(
    uiModel: VNotificationModel,
    state: ToastPhase = .removed,
    icon: DrawingIcon = .bell,
    title: String,
    message: String = "",
    onDismiss: @escaping @Sendable () -> Void = {}
  ) {
    self.init(
      model: uiModel,
      state: state,
      icon: icon,
      title: title,
      message: message,
      onDismiss: onDismiss)
  }

  /// VComponents 8's spelling of `init(model:state:icon:title:message:onDismiss:)`.
  @available(*, deprecated, renamed: "init(model:state:icon:title:message:onDismiss:)")
  public init(
    appearance: VNotificationModel,
    state: ToastPhase = .removed,
    icon: DrawingIcon = .bell,
    title: String,
    message: String = "",
    onDismiss: @escaping @Sendable () -> Void = {}
  ) {
    self.init(
      model: appearance,
      state: state,
      icon: icon,
      title: title,
      message: message,
      onDismiss: onDismiss)
  }
}

extension VSpinner {
  /// VComponents 7's spelling of `init(model:type:state:label:)`.
  @available(*, deprecated, renamed: "init(model:type:state:label:)")
  public init(
    uiModel: VSpinnerModel,
    type: Kind = .continuous,
    state: SpinnerPhase = VSpinner.initialState,
    label: String = "Loading"
  ) {
    self.init(
      model: uiModel,
      type: type,
      state: state,
      label: label)
  }

  /// VComponents 8's spelling of `init(model:type:state:label:)`.
  @available(*, deprecated, renamed: "init(model:type:state:label:)")
  public init(
    appearance: VSpinnerModel,
    type: Kind = .continuous,
    state: SpinnerPhase = VSpinner.initialState,
    label: String = "Loading"
  ) {
    self.init(
      model: appearance,
      type: type,
      state: state,
      label: label)
  }
}

extension VProgressBar {
  /// VComponents 7's spelling of `init(model:value:label:)`.
  @available(*, deprecated, renamed: "init(model:value:label:)")
  public init(
    uiModel: VProgressBarModel,
    value: Double,
    label: String = "Progress"
  ) {
    self.init(
      model: uiModel,
      value: value,
      label: label)
  }

  /// VComponents 8's spelling of `init(model:value:label:)`.
  @available(*, deprecated, renamed: "init(model:value:label:)")
  public init(
    appearance: VProgressBarModel,
    value: Double,
    label: String = "Progress"
  ) {
    self.init(
      model: appearance,
      value: value,
      label: label)
  }
}

extension VPageIndicator {
  /// VComponents 7's spelling of `init(model:type:pageCount:selectedPage:)`.
  @available(*, deprecated, renamed: "init(model:type:pageCount:selectedPage:)")
  public init(
    uiModel: VPageIndicatorModel,
    type: Kind = .auto,
    pageCount: Int,
    selectedPage: Int = 0
  ) {
    self.init(
      model: uiModel,
      type: type,
      pageCount: pageCount,
      selectedPage: selectedPage)
  }

  /// VComponents 8's spelling of `init(model:type:pageCount:selectedPage:)`.
  @available(*, deprecated, renamed: "init(model:type:pageCount:selectedPage:)")
  public init(
    appearance: VPageIndicatorModel,
    type: Kind = .auto,
    pageCount: Int,
    selectedPage: Int = 0
  ) {
    self.init(
      model: appearance,
      type: type,
      pageCount: pageCount,
      selectedPage: selectedPage)
  }
}

extension VText {
  /// VComponents 7's spelling of `init(model:type:state:text:)`.
  @available(*, deprecated, renamed: "init(model:type:state:text:)")
  public init(
    uiModel: VTextModel,
    type: Kind = .singleLine,
    state: Availability = .enabled,
    text: String
  ) {
    self.init(
      model: uiModel,
      type: type,
      state: state,
      text: text)
  }

  /// VComponents 8's spelling of `init(model:type:state:text:)`.
  @available(*, deprecated, renamed: "init(model:type:state:text:)")
  public init(
    appearance: VTextModel,
    type: Kind = .singleLine,
    state: Availability = .enabled,
    text: String
  ) {
    self.init(
      model: appearance,
      type: type,
      state: state,
      text: text)
  }
}

extension VSheet {
  /// VComponents 7's spelling of `init(model:state:)`.
  @available(*, deprecated, renamed: "init(model:state:)")
  public init(
    uiModel: VSheetModel,
    state: Availability = .enabled
  ) {
    self.init(
      model: uiModel,
      state: state)
  }

  /// VComponents 8's spelling of `init(model:state:)`.
  @available(*, deprecated, renamed: "init(model:state:)")
  public init(
    appearance: VSheetModel,
    state: Availability = .enabled
  ) {
    self.init(
      model: appearance,
      state: state)
  }
}

extension VLazyScrollView {
  /// VComponents 7's spelling of `init(model:state:rowCount:prefetchRows:)`.
  @available(*, deprecated, renamed: "init(model:state:rowCount:prefetchRows:)")
  public init(
    uiModel: VLazyScrollViewModel,
    state: Availability = .enabled,
    rowCount: Int,
    prefetchRows: Int = 2
  ) {
    self.init(
      model: uiModel,
      state: state,
      rowCount: rowCount,
      prefetchRows: prefetchRows)
  }

  /// VComponents 8's spelling of `init(model:state:rowCount:prefetchRows:)`.
  @available(*, deprecated, renamed: "init(model:state:rowCount:prefetchRows:)")
  public init(
    appearance: VLazyScrollViewModel,
    state: Availability = .enabled,
    rowCount: Int,
    prefetchRows: Int = 2
  ) {
    self.init(
      model: appearance,
      state: state,
      rowCount: rowCount,
      prefetchRows: prefetchRows)
  }
}

extension VBaseView {
  /// VComponents 7's spelling of `init(model:state:title:leadingItems:trailingItems:isScrolled:)`.
  @available(*, deprecated, renamed: "init(model:state:title:leadingItems:trailingItems:isScrolled:)")
  public init(
    uiModel: VBaseViewModel,
    state: Availability = .enabled,
    title: String,
    leadingItems: [String] = [],
    trailingItems: [String] = [],
    isScrolled: Bool = false
  ) {
    self.init(
      model: uiModel,
      state: state,
      title: title,
      leadingItems: leadingItems,
      trailingItems: trailingItems,
      isScrolled: isScrolled)
  }

  /// VComponents 8's spelling of `init(model:state:title:leadingItems:trailingItems:isScrolled:)`.
  @available(*, deprecated, renamed: "init(model:state:title:leadingItems:trailingItems:isScrolled:)")
  public init(
    appearance: VBaseViewModel,
    state: Availability = .enabled,
    title: String,
    leadingItems: [String] = [],
    trailingItems: [String] = [],
    isScrolled: Bool = false
  ) {
    self.init(
      model: appearance,
      state: state,
      title: title,
      leadingItems: leadingItems,
      trailingItems: trailingItems,
      isScrolled: isScrolled)
  }
}

extension VRollingCounter {
  /// VComponents 7's spelling of `init(model:state:value:previousValue:)`.
  @available(*, deprecated, renamed: "init(model:state:value:previousValue:)")
  public init(
    uiModel: VRollingCounterModel,
    state: RollingCounterPhase = .settled,
    value: Double,
    previousValue: Double? = nil
  ) {
    self.init(
      model: uiModel,
      state: state,
      value: value,
      previousValue: previousValue)
  }

  /// VComponents 8's spelling of `init(model:state:value:previousValue:)`.
  @available(*, deprecated, renamed: "init(model:state:value:previousValue:)")
  public init(
    appearance: VRollingCounterModel,
    state: RollingCounterPhase = .settled,
    value: Double,
    previousValue: Double? = nil
  ) {
    self.init(
      model: appearance,
      state: state,
      value: value,
      previousValue: previousValue)
  }
}

extension Marquee {
  /// VComponents 7's spelling of `init(model:state:text:width:)`.
  @available(*, deprecated, renamed: "init(model:state:text:width:)")
  public init(
    uiModel: Model,
    state: MarqueeMotion = Self.initialState,
    text: String,
    width: Double = 260
  ) {
    self.init(
      model: uiModel,
      state: state,
      text: text,
      width: width)
  }

  /// VComponents 8's spelling of `init(model:state:text:width:)`.
  @available(*, deprecated, renamed: "init(model:state:text:width:)")
  public init(
    appearance: Model,
    state: MarqueeMotion = Self.initialState,
    text: String,
    width: Double = 260
  ) {
    self.init(
      model: appearance,
      state: state,
      text: text,
      width: width)
  }
}

extension VFetchingAsyncImage {
  /// VComponents 7's spelling of `init(model:state:source:label:retryTitle:size:onFetchRequested:onFetchCancelled:)`.
  @available(*, deprecated, renamed: "init(model:state:source:label:retryTitle:size:onFetchRequested:onFetchCancelled:)")
  public init(
    uiModel: VFetchingAsyncImageModel,
    state: AsyncImagePhase = .empty,
    source: String,
    label: String = "",
    retryTitle: String = "Retry",
    size: Size = Size(width: 160, height: 120),
    onFetchRequested: @escaping @Sendable (Int) -> Void = { _ in },
    onFetchCancelled: @escaping @Sendable (Int) -> Void = { _ in }
  ) {
    self.init(
      model: uiModel,
      state: state,
      source: source,
      label: label,
      retryTitle: retryTitle,
      size: size,
      onFetchRequested: onFetchRequested,
      onFetchCancelled: onFetchCancelled)
  }

  /// VComponents 8's spelling of `init(model:state:source:label:retryTitle:size:onFetchRequested:onFetchCancelled:)`.
  @available(*, deprecated, renamed: "init(model:state:source:label:retryTitle:size:onFetchRequested:onFetchCancelled:)")
  public init(
    appearance: VFetchingAsyncImageModel,
    state: AsyncImagePhase = .empty,
    source: String,
    label: String = "",
    retryTitle: String = "Retry",
    size: Size = Size(width: 160, height: 120),
    onFetchRequested: @escaping @Sendable (Int) -> Void = { _ in },
    onFetchCancelled: @escaping @Sendable (Int) -> Void = { _ in }
  ) {
    self.init(
      model: appearance,
      state: state,
      source: source,
      label: label,
      retryTitle: retryTitle,
      size: size,
      onFetchRequested: onFetchRequested,
      onFetchCancelled: onFetchCancelled)
  }
}

extension VBadge {
  /// VComponents 7's spelling of `init(model:state:kind:text:)`.
  @available(*, deprecated, renamed: "init(model:state:kind:text:)")
  public init(
    uiModel: VBadgeModel,
    state: Availability = .enabled,
    kind: StatusKind,
    text: String
  ) {
    self.init(
      model: uiModel,
      state: state,
      kind: kind,
      text: text)
  }

  /// VComponents 8's spelling of `init(model:state:kind:text:)`.
  @available(*, deprecated, renamed: "init(model:state:kind:text:)")
  public init(
    appearance: VBadgeModel,
    state: Availability = .enabled,
    kind: StatusKind,
    text: String
  ) {
    self.init(
      model: appearance,
      state: state,
      kind: kind,
      text: text)
  }
}

extension VEmptyState {
  /// VComponents 7's spelling of `init(model:state:symbol:title:message:actionTitle:action:)`.
  @available(*, deprecated, renamed: "init(model:state:symbol:title:message:actionTitle:action:)")
  public init(
    uiModel: VEmptyStateModel,
    state: Availability = .enabled,
    symbol: DrawingIcon = .tray,
    title: String,
    message: String = "",
    actionTitle: String? = nil,
    action: (@Sendable () -> Void)? = nil
  ) {
    self.init(
      model: uiModel,
      state: state,
      symbol: symbol,
      title: title,
      message: message,
      actionTitle: actionTitle,
      action: action)
  }

  /// VComponents 8's spelling of `init(model:state:symbol:title:message:actionTitle:action:)`.
  @available(*, deprecated, renamed: "init(model:state:symbol:title:message:actionTitle:action:)")
  public init(
    appearance: VEmptyStateModel,
    state: Availability = .enabled,
    symbol: DrawingIcon = .tray,
    title: String,
    message: String = "",
    actionTitle: String? = nil,
    action: (@Sendable () -> Void)? = nil
  ) {
    self.init(
      model: appearance,
      state: state,
      symbol: symbol,
      title: title,
      message: message,
      actionTitle: actionTitle,
      action: action)
  }
}

extension VCard {
  /// VComponents 7's spelling of `init(model:state:hasParts:accessibilityLabel:)`.
  @available(*, deprecated, renamed: "init(model:state:hasParts:accessibilityLabel:)")
  public init(
    uiModel: VCardModel,
    state: Availability = .enabled,
    hasParts: Bool = false,
    accessibilityLabel: String = ""
  ) {
    self.init(
      model: uiModel,
      state: state,
      hasParts: hasParts,
      accessibilityLabel: accessibilityLabel)
  }

  /// VComponents 8's spelling of `init(model:state:hasParts:accessibilityLabel:)`.
  @available(*, deprecated, renamed: "init(model:state:hasParts:accessibilityLabel:)")
  public init(
    appearance: VCardModel,
    state: Availability = .enabled,
    hasParts: Bool = false,
    accessibilityLabel: String = ""
  ) {
    self.init(
      model: appearance,
      state: state,
      hasParts: hasParts,
      accessibilityLabel: accessibilityLabel)
  }
}

extension VAvatar {
  /// VComponents 7's spelling of `init(model:state:name:imageName:size:status:)`.
  @available(*, deprecated, renamed: "init(model:state:name:imageName:size:status:)")
  public init(
    uiModel: VAvatarModel,
    state: Availability = .enabled,
    name: String,
    imageName: String? = nil,
    size: AvatarSize = .medium,
    status: StatusKind? = nil
  ) {
    self.init(
      model: uiModel,
      state: state,
      name: name,
      imageName: imageName,
      size: size,
      status: status)
  }

  /// VComponents 8's spelling of `init(model:state:name:imageName:size:status:)`.
  @available(*, deprecated, renamed: "init(model:state:name:imageName:size:status:)")
  public init(
    appearance: VAvatarModel,
    state: Availability = .enabled,
    name: String,
    imageName: String? = nil,
    size: AvatarSize = .medium,
    status: StatusKind? = nil
  ) {
    self.init(
      model: appearance,
      state: state,
      name: name,
      imageName: imageName,
      size: size,
      status: status)
  }
}

extension VListSection {
  /// VComponents 7's spelling of `init(model:state:title:rows:)`.
  @available(*, deprecated, renamed: "init(model:state:title:rows:)")
  public init(
    uiModel: VListSectionModel,
    state: Availability = .enabled,
    title: String,
    rows: [VRow] = []
  ) {
    self.init(
      model: uiModel,
      state: state,
      title: title,
      rows: rows)
  }

  /// VComponents 8's spelling of `init(model:state:title:rows:)`.
  @available(*, deprecated, renamed: "init(model:state:title:rows:)")
  public init(
    appearance: VListSectionModel,
    state: Availability = .enabled,
    title: String,
    rows: [VRow] = []
  ) {
    self.init(
      model: appearance,
      state: state,
      title: title,
      rows: rows)
  }
}

extension VRow {
  /// VComponents 7's spelling of `init(model:state:leading:trailing:)`.
  @available(*, deprecated, renamed: "init(model:state:leading:trailing:)")
  public init(
    uiModel: VRowModel,
    state: InteractionState = .enabled,
    leading: String,
    trailing: String = ""
  ) {
    self.init(
      model: uiModel,
      state: state,
      leading: leading,
      trailing: trailing)
  }

  /// VComponents 8's spelling of `init(model:state:leading:trailing:)`.
  @available(*, deprecated, renamed: "init(model:state:leading:trailing:)")
  public init(
    appearance: VRowModel,
    state: InteractionState = .enabled,
    leading: String,
    trailing: String = ""
  ) {
    self.init(
      model: appearance,
      state: state,
      leading: leading,
      trailing: trailing)
  }
}

extension VTextFieldRow {
  /// VComponents 7's spelling of `init(model:state:title:footer:placeholder:text:onChange:)`.
  @available(*, deprecated, renamed: "init(model:state:title:footer:placeholder:text:onChange:)")
  public init(
    uiModel: VTextFieldRowModel,
    state: ValueState<ValidationState> = .init(.none),
    title: String,
    footer: String = "",
    placeholder: String = "",
    text: String = "",
    onChange: @escaping @Sendable (String) -> Void = { _ in }
  ) {
    self.init(
      model: uiModel,
      state: state,
      title: title,
      footer: footer,
      placeholder: placeholder,
      text: text,
      onChange: onChange)
  }

  /// VComponents 8's spelling of `init(model:state:title:footer:placeholder:text:onChange:)`.
  @available(*, deprecated, renamed: "init(model:state:title:footer:placeholder:text:onChange:)")
  public init(
    appearance: VTextFieldRowModel,
    state: ValueState<ValidationState> = .init(.none),
    title: String,
    footer: String = "",
    placeholder: String = "",
    text: String = "",
    onChange: @escaping @Sendable (String) -> Void = { _ in }
  ) {
    self.init(
      model: appearance,
      state: state,
      title: title,
      footer: footer,
      placeholder: placeholder,
      text: text,
      onChange: onChange)
  }
}

extension CardSection {
  /// VComponents 7's spelling of `init(model:state:)`.
  @available(*, deprecated, renamed: "init(model:state:)")
  public init(
    uiModel: LayoutPartModel<Role>,
    state: Availability = .enabled
  ) {
    self.init(
      model: uiModel,
      state: state)
  }

  /// VComponents 8's spelling of `init(model:state:)`.
  @available(*, deprecated, renamed: "init(model:state:)")
  public init(
    appearance: LayoutPartModel<Role>,
    state: Availability = .enabled
  ) {
    self.init(
      model: appearance,
      state: state)
  }
}

extension TextPart {
  /// VComponents 7's spelling of `init(model:state:text:)`.
  @available(*, deprecated, renamed: "init(model:state:text:)")
  public init(
    uiModel: Model,
    state: Availability = .enabled,
    text: String
  ) {
    self.init(
      model: uiModel,
      state: state,
      text: text)
  }

  /// VComponents 8's spelling of `init(model:state:text:)`.
  @available(*, deprecated, renamed: "init(model:state:text:)")
  public init(
    appearance: Model,
    state: Availability = .enabled,
    text: String
  ) {
    self.init(
      model: appearance,
      state: state,
      text: text)
  }
}

extension VFieldGroup {
  /// VComponents 7's spelling of `init(model:state:legend:)`.
  @available(*, deprecated, renamed: "init(model:state:legend:)")
  public init(
    uiModel: VFieldGroupModel,
    state: Availability = .enabled,
    legend: String = ""
  ) {
    self.init(
      model: uiModel,
      state: state,
      legend: legend)
  }

  /// VComponents 8's spelling of `init(model:state:legend:)`.
  @available(*, deprecated, renamed: "init(model:state:legend:)")
  public init(
    appearance: VFieldGroupModel,
    state: Availability = .enabled,
    legend: String = ""
  ) {
    self.init(
      model: appearance,
      state: state,
      legend: legend)
  }
}

extension VField {
  /// VComponents 7's spelling of `init(model:state:error:)`.
  @available(*, deprecated, renamed: "init(model:state:error:)")
  public init(
    uiModel: VFieldModel,
    state: ValueState<ValidationState> = .init(.none),
    error: String = ""
  ) {
    self.init(
      model: uiModel,
      state: state,
      error: error)
  }

  /// VComponents 8's spelling of `init(model:state:error:)`.
  @available(*, deprecated, renamed: "init(model:state:error:)")
  public init(
    appearance: VFieldModel,
    state: ValueState<ValidationState> = .init(.none),
    error: String = ""
  ) {
    self.init(
      model: appearance,
      state: state,
      error: error)
  }
}

extension VFieldLabel {
  /// VComponents 7's spelling of `init(model:state:text:isRequired:)`.
  @available(*, deprecated, renamed: "init(model:state:text:isRequired:)")
  public init(
    uiModel: VFieldLabelModel,
    state: ValueState<ValidationState> = .init(.none),
    text: String,
    isRequired: Bool = false
  ) {
    self.init(
      model: uiModel,
      state: state,
      text: text,
      isRequired: isRequired)
  }

  /// VComponents 8's spelling of `init(model:state:text:isRequired:)`.
  @available(*, deprecated, renamed: "init(model:state:text:isRequired:)")
  public init(
    appearance: VFieldLabelModel,
    state: ValueState<ValidationState> = .init(.none),
    text: String,
    isRequired: Bool = false
  ) {
    self.init(
      model: appearance,
      state: state,
      text: text,
      isRequired: isRequired)
  }
}

extension VFieldControl {
  /// VComponents 7's spelling of `init(model:state:control:error:)`.
  @available(*, deprecated, renamed: "init(model:state:control:error:)")
  public init(
    uiModel: VFieldControlModel,
    state: ValueState<ValidationState> = .init(.none),
    control: any ConfiguredComponent,
    error: String = ""
  ) {
    self.init(
      model: uiModel,
      state: state,
      control: control,
      error: error)
  }

  /// VComponents 8's spelling of `init(model:state:control:error:)`.
  @available(*, deprecated, renamed: "init(model:state:control:error:)")
  public init(
    appearance: VFieldControlModel,
    state: ValueState<ValidationState> = .init(.none),
    control: any ConfiguredComponent,
    error: String = ""
  ) {
    self.init(
      model: appearance,
      state: state,
      control: control,
      error: error)
  }
}
