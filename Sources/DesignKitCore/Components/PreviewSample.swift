import DesignKitValues

/// One cell of a component's previews: its gallery sample in one state under one `PreviewEnvironment`.
///
/// The list is platform-neutral so a test over the registry checks what every face's previews show; a face draws
/// each sample with `DrawableComponent.galleryPreview(in:)` under the sample's environment.
public struct PreviewSample: Hashable, Sendable {
  /// The state the sample rests in.
  public var state: StateSelection
  /// The environment it is shown under.
  public var environment: PreviewEnvironment

  /// Creates a sample.
  public init(state: StateSelection, environment: PreviewEnvironment) {
    self.state = state
    self.environment = environment
  }

  /// A caption unique within one component's samples (`on+pressed, dark`).
  public var name: String { "\(state.name), \(environment.rawValue)" }

  /// Every state under every preview environment: one environment's states together, in the states' order, so a
  /// preview reads as one column per environment.
  public static func samples(of states: [StateSelection]) -> [PreviewSample] {
    PreviewEnvironment.allCases.flatMap { environment in
      states.map { PreviewSample(state: $0, environment: environment) }
    }
  }
}

extension RegisteredComponent {
  /// What the component's previews show: each of its states under each preview environment.
  public var previewSamples: [PreviewSample] { PreviewSample.samples(of: states) }
}

extension DrawableComponent {
  /// What this component's previews show: each visual state its machine can show (its declared states, as the
  /// registry lists them: a text field is never pressed) under each preview environment.
  public static var previewSamples: [PreviewSample] {
    PreviewSample.samples(of: Machine.declaredVisualStates.map { $0.selection })
  }

  /// The gallery sample resting in `state`; nil for a state its machine does not have.
  public static func galleryPreview(in state: StateSelection) -> Self? {
    guard let visual = Machine.VisualState.allStates.first(where: { $0.selection == state }) else { return nil }
    var sample = galleryPreview
    sample.state = visual
    return sample
  }
}
