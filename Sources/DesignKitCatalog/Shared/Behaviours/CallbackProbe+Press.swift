import DesignKitCore

extension CallbackProbe where C.Machine.Event == PressEvent {
  /// The probe of a pressable component (a button, a link): a completed press calls the action the instance was
  /// made with, once.
  package static func press(
    _ make: @escaping @Sendable (_ action: @escaping @Sendable () -> Void) -> C
  ) -> CallbackProbe {
    CallbackProbe(events: [.pointerDown, .pointerUp], expected: ["action"]) { report in make { report("action") } }
  }
}
