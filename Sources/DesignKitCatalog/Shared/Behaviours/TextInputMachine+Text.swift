import DesignKitCore

extension TextInputMachine {
  /// A machine at rest in `state` holding `text`, as its owner gave it.
  public init(resting state: ValueState<ValidationState>, text: String, parameters: TextInputParameters) {
    self.init(parameters: parameters, restingIn: state)
    _ = send(.bindingChanged(text))
  }
}
