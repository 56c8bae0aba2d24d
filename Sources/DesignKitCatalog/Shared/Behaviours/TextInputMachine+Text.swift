import DesignKitCore

extension TextInputMachine {
  /// A machine at rest in `state` holding `text` (only its emptiness matters to the machine).
  public init(resting state: ValueState<ValidationState>, text: String, parameters: TextInputParameters) {
    self.init(parameters: parameters, restingIn: state)
    _ = send(.textChanged(isEmpty: text.isEmpty))
  }
}
