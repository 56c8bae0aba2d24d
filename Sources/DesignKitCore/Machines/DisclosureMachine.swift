import DesignKitValues

/// A disclosure header: a fired press toggles collapsed ↔ expanded.
public enum DisclosureRule: ToggleRule {
  public static func value(afterPress value: DisclosureValue) -> DisclosureValue {
    value == .expanded ? .collapsed : .expanded
  }
}

/// The machine of a disclosure / accordion section: expansion × interaction; the header's fired press
/// toggles it while the section is enabled and not loading (a disabled section keeps its expansion).
public typealias DisclosureMachine = ToggleMachine<DisclosureRule>
