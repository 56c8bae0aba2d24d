import DesignKitValues

/// A component that can show itself: its drawing for any resolved style, and a sample for the gallery.
///
/// Adding a drawing to a component is one extension: `galleryPreview` and `drawing(style:environment:)`. Everything
/// else (the gallery, filmstrips, the registry battery) picks it up through `RegisteredComponent`.
public protocol DrawableComponent: ConfiguredComponent {
  /// Settable, so that the gallery can draw the sample in every state.
  var state: Machine.VisualState { get set }
  /// A sample with typical content (a title, some text), drawn by the gallery in every state.
  static var galleryPreview: Self { get }
  /// The samples each gallery cell shows, one under the other: `galleryPreview` alone unless a component shows
  /// more (a typed component one sample per type).
  static var galleryPreviews: [Self] { get }
  /// What the component shows with `style`: its resolved style in its state, or a frame of an animation towards it.
  ///
  /// Every length, color, font and opacity comes from `style`; the content and `state` decide what is shown.
  func drawing(style: ResolvedStyle, environment: StyleEnvironment) throws(Diagnostic) -> Drawing
  /// This component showing what `machine` drives between its visual states (a marquee's offset, a carousel's
  /// position, a counter's rolling digits), so that a host's frames move with the clock; by default itself.
  ///
  /// A host calls it for every frame with its machine advanced to the frame's time; a still (the gallery) draws
  /// the component as it is, so the content it keeps for this should show its state's typical instant.
  func following(_ machine: Machine) -> Self
}

extension DrawableComponent {
  public static var galleryPreviews: [Self] { [galleryPreview] }
  public func following(_ machine: Machine) -> Self { self }

  /// Its drawing in its current state under `environment`.
  public func drawing(in environment: StyleEnvironment = .standard) throws(Diagnostic) -> Drawing {
    let tree: StyleNode
    do {
      tree = try ModelTreeCache.tree(of: model)
    } catch {
      throw Diagnostic(.semantic, "the model of \(Self.componentName) cannot be represented: \(error)")
    }
    return try drawing(style: tree.resolved(for: state.selection, in: environment), environment: environment)
      .applyingMotion(.still(for: state, in: environment), measurer: environment.textMeasurer)
  }

  /// `galleryPreviews` in the state `selection` names, drawn with `style`, one under the other, their moving parts
  /// placed for `motion` (nil: the state's still) and what `machine` drives (nil: as they are); with `content`, the
  /// one `galleryPreview` showing it. `previews` are `galleryPreviews` and `states` each visual state with its
  /// selection, made once by a caller that draws many frames (a sample's model is not read: the drawing reads `style`).
  /// A screen has one focus: in a focused state only the first sample is focused, the others are drawn enabled with
  /// their style resolved from `tree` (the tree `style` comes from; nil draws every sample in `selection`). A sample
  /// that takes the width offered is laid out at the platform's sample width where it has one (`SampleWidth`: a TV's
  /// column, not a phone's width).
  static func previewDrawing(
    selection: StateSelection, style: ResolvedStyle, environment: StyleEnvironment, content: [String: String] = [:],
    motion: DrawingMotion? = nil, machine: Machine? = nil, previews: [Self]? = nil,
    states: [(selection: StateSelection, state: Machine.VisualState)]? = nil, tree: StyleNode? = nil
  ) throws(Diagnostic) -> Drawing {
    let states = states ?? Machine.VisualState.allStates.map { ($0.selection, $0) }
    guard let state = states.first(where: { $0.selection == selection })?.state else {
      throw Diagnostic(.unknownState, "\(componentName) has no state `\(selection.name)`")
    }
    var drawings: [Drawing] = []
    let samples = content.isEmpty ? previews ?? galleryPreviews : [try galleryPreview.showing(content)]
    // Resolved once for every sample after the first, not once per sample.
    let unfocused =
      samples.count > 1 ? unfocusedState(of: selection, states: states, tree: tree, in: environment) : nil
    for (index, var sample) in samples.enumerated() {
      if let machine { sample = sample.following(machine) }
      var (shown, shownStyle, shownMotion) = (state, style, motion)
      if index > 0, let unfocused { (shown, shownStyle, shownMotion) = (unfocused.state, unfocused.style, nil) }
      sample.state = shown
      drawings.append(
        try sample.drawing(style: shownStyle, environment: environment)
          .applyingMotion(shownMotion ?? .still(for: shown, in: environment), measurer: environment.textMeasurer)
          .atSampleWidth(in: environment))
    }
    return drawings.count == 1 ? drawings[0] : .vstack(spacing: gallerySampleSpacing, alignment: .leading, drawings)
  }
}

extension DrawableComponent {
  /// The state `selection` names with its focus taken away (`focused` interaction made `enabled`), and its style
  /// resolved from `tree` in `environment`; nil when `selection` is not focused, or without a tree.
  fileprivate static func unfocusedState(
    of selection: StateSelection, states: [(selection: StateSelection, state: Machine.VisualState)],
    tree: StyleNode?, in environment: StyleEnvironment
  ) -> (state: Machine.VisualState, style: ResolvedStyle)? {
    let interaction = InteractionState.dimensionName
    guard let tree, selection.caseName(for: interaction) == InteractionState.focused.rawValue else { return nil }
    let enabled = StateSelection(
      selection.cases.map { $0.0 == interaction ? ($0.0, InteractionState.enabled.rawValue) : $0 })
    guard let state = states.first(where: { $0.selection == enabled })?.state else { return nil }
    return (state, tree.resolved(for: enabled, in: environment))
  }
}

/// The gap between the samples of one gallery cell (gallery chrome, not a component's style).
private let gallerySampleSpacing = 16.0
