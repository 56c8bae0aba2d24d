import DesignKitValues

/// The role a component plays for assistive technologies.
public enum AccessibilityRole: String, Sendable, Codable, CaseIterable {
  /// Controls and content, by the platform role they map to.
  case button, toggle, checkbox, radioButton, textField, slider, stepper, picker, header, link, image, text
  /// Containers and status.
  case progressIndicator, alert, dialog, list, tabBar
  /// Slides shown one at a time (a carousel): adjustable, VoiceOver's swipe up or down moves to the next or
  /// previous slide (the WAI-ARIA APG carousel's next and previous controls).
  case carousel
}

/// Traits a renderer hands to VoiceOver.
public enum AccessibilityTrait: String, Sendable, Codable, CaseIterable, Comparable {
  /// How a control presents and behaves.
  case button, toggle, selected, notEnabled, header, link, adjustable, searchField, staticText, updatesFrequently
  /// Presentation state.
  case isModal, focused

  public static func < (a: AccessibilityTrait, b: AccessibilityTrait) -> Bool { a.rawValue < b.rawValue }
}

/// What assistive technologies are told about a component in a state.
public struct AccessibilityDescription: Hashable, Sendable, CustomStringConvertible {
  /// The name read first ("Save").
  public var label: String
  /// The current value ("on", "50%"), empty when none.
  public var value: String
  /// Traits, sorted.
  public var traits: [AccessibilityTrait]
  /// What activating does ("Double-tap to toggle"), empty when obvious.
  public var hint: String

  /// Creates a description.
  public init(label: String, value: String = "", traits: [AccessibilityTrait] = [], hint: String = "") {
    self.label = label
    self.value = value
    self.traits = Array(Set(traits)).sorted()
    self.hint = hint
  }

  public var description: String {
    var parts = ["label: \(label)"]
    if !value.isEmpty { parts.append("value: \(value)") }
    if !traits.isEmpty { parts.append("traits: \(traits.map(\.rawValue).joined(separator: ", "))") }
    if !hint.isEmpty { parts.append("hint: \(hint)") }
    return parts.joined(separator: "; ")
  }

  /// The description of a component with `role` and `label` in a visual state: the value from the state's value
  /// dimension, `notEnabled` when disabled (in any dimension), `selected` when on, and the role's usual trait and hint.
  public init(role: AccessibilityRole, label: String, state: some ComponentState, value: String? = nil) {
    let selection = state.selection
    var traits: [AccessibilityTrait] = []
    var hint = ""
    var stateValue = value ?? ""
    switch role {
    case .button:
      traits.append(.button)
    case .link:
      traits.append(.link)
    case .toggle, .checkbox, .radioButton:
      traits.append(.button)
      if role == .toggle { traits.append(.toggle) }
      let v = selection.caseName(for: "value") ?? ""
      if v == "on" { traits.append(.selected) }
      if value == nil {
        stateValue = v == "indeterminate" ? "mixed" : (v == "on" ? "on" : "off")
      }
      hint = role == .radioButton ? "Double-tap to select" : "Double-tap to toggle"
    case .textField:
      if let validation = selection.caseName(for: "validation"), validation != "none", value == nil {
        stateValue = validation
      }
      hint = "Double-tap to edit"
    case .slider, .stepper:
      traits.append(.adjustable)
      hint = "Swipe up or down to adjust"
    case .carousel:
      traits.append(.adjustable)
      hint = "Swipe up or down to move between slides"
    case .header: traits.append(.header)
    case .progressIndicator: traits.append(.updatesFrequently)
    case .dialog, .alert: traits.append(.isModal)
    case .picker, .image, .text, .list, .tabBar: break
    }
    let interaction = selection.caseName(for: InteractionState.dimensionName)
    // Disabled in any dimension: the interaction, or a paged view's phase (`PagingPhase.disabled`).
    if selection.cases.contains(where: { $0.1 == InteractionState.disabled.rawValue }) {
      traits.append(.notEnabled)
      hint = ""
    }
    if interaction == InteractionState.focused.rawValue { traits.append(.focused) }
    self.init(label: label, value: stateValue, traits: traits, hint: hint)
  }
}
