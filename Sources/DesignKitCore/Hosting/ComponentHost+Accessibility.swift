/// An action an assistive technology offers beside activating a component: what one of its own buttons does (a
/// toast's or modal's close, a field's clear or reveal, an image's retry, a stack's back), so VoiceOver users reach it
/// without finding the button.
public struct HostAccessibilityAction: Sendable, Equatable {
  /// The name VoiceOver reads ("Close").
  public var name: String
  /// The machine's event it sends (`closeButtonTapped`).
  public var event: String

  /// An action.
  public init(name: String, event: String) {
    self.name = name
    self.event = event
  }
}

extension ComponentHost {
  /// The actions the component offers now: one per button event of its machine's alphabet (`…ButtonTapped`,
  /// `…ButtonPressed`) that would change something if sent now, so a toast without a close button offers no Close.
  public var accessibilityActions: [HostAccessibilityAction] {
    C.Machine.Event.eventForms.compactMap { form -> HostAccessibilityAction? in
      let suffix = ["ButtonTapped", "ButtonPressed"].first { form.hasSuffix($0) }
      guard let suffix, !form.contains("("), let event = C.Machine.Event(name: form) else { return nil }
      let part = String(form.dropLast(suffix.count))
      guard !part.isEmpty else { return nil }
      var probe = session
      guard probe.send(event) != nil else { return nil }
      return HostAccessibilityAction(
        name: Self.actionNames[part] ?? part.prefix(1).uppercased() + part.dropFirst(),
        event: form)
    }
  }

  /// VoiceOver's names for button parts whose event name reads differently.
  private static var actionNames: [String: String] { ["reveal": "Show or Hide Text"] }

  /// Performs `action` at the current time: its event, as the button would send it.
  @discardableResult
  public mutating func perform(_ action: HostAccessibilityAction) -> [ComponentTransition<C>] {
    handle(.accessibilityAction(action.event))
  }
}
