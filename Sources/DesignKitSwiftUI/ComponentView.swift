#if canImport(SwiftUI)
  import DesignKitCatalog
  import DesignKitCore
  import Foundation
  import SwiftUI

  /// Any DesignKit component as a SwiftUI view: the one adapter every component goes through.
  ///
  /// It keeps the component's `ComponentHost` across updates, answers SwiftUI's size proposal from the drawing's
  /// layout, paints the host's frame from the `RenderPlan` the SVG renderer also uses, and draws every display
  /// frame only while the host reports motion. Touches, hover, keys, focus and assistive actions become the
  /// machine's events (`ComponentHost.handle(_:)`); the component's callbacks fire from its machine's outputs, and
  /// the model's haptics play as sensory feedback. The environment's color scheme, contrast, Dynamic Type size,
  /// layout direction, Reduce Motion and enabled-ness are the host's `StyleEnvironment`; a component whose model is
  /// the default takes its model from the environment's theme (`designKitTheme(_:)`).
  ///
  /// Components are views themselves (`VToggle(title: "Wi-Fi")` stands in a `body`); make one of these to bind a
  /// value: `VToggle(title: "Wi-Fi").value($isOn)`.
  public struct ComponentView<C: DrawableComponent>: View {
    private let component: C
    private var owner: ValueOwner?
    private var outputHandler: (@MainActor (MachineOutput) -> Void)?

    private var environment = HostEnvironment()

    @State private var store = HostStore<C>()
    /// Bumped after every change the host made, so SwiftUI draws again.
    @State private var revision = 0
    /// Bumped for every haptic the machine asked for.
    @State private var hapticCount = 0
    @FocusState private var isFocused: Bool
    @GestureState private var isTouching = false

    /// The component as a view, its value its own.
    public init(_ component: C) {
      self.component = component
      owner = nil
    }

    /// The component as a view whose value `owner` holds: the machine proposes, the owner decides.
    init(_ component: C, owner: ValueOwner) {
      self.component = component
      self.owner = owner
    }

    /// This view calling `handle` on the main actor with every output of its machine (after the component's own
    /// callbacks, which are `@Sendable` and may not touch a view's state).
    public func onOutput(_ handle: @escaping @MainActor (MachineOutput) -> Void) -> Self {
      var view = self
      view.outputHandler = handle
      return view
    }

    /// This view calling `action` on the main actor when its action fires (a press completed): where a screen sets
    /// its own state.
    public func onAction(_ action: @escaping @MainActor () -> Void) -> Self {
      onOutput { output in
        if output == .actionFired { action() }
      }
    }

    /// Where the component's model comes from: its own, or (when its own is the default) the environment's theme
    /// and scopes.
    private var modelSource: ModelSource<C> {
      ModelSource(component: component, theme: environment.theme, scopes: environment.scopes)
    }

    public var body: some View {
      let _ = revision
      let now = Date()
      let isEnabled = environment.isEnabled
      let host = store.host(for: modelSource, environment: environment.style, at: now)
      let description = host.map { accessibility(in: $0.state) } ?? component.accessibility
      let isAdjustable = description.traits.contains(.adjustable)
      HostLayout(store: store) {
        TimelineView(.animation(minimumInterval: nil, paused: store.secondsUntilNextChange(after: now) != 0)) {
          timeline in
          Canvas { context, size in
            guard let frame = store.frame(at: timeline.date, width: size.width, height: size.height) else { return }
            context.paint(RenderPlan(store.editingLayout(of: frame, for: component)))
          }
        }
      }
      // A text component edits through the platform's editor, placed over its drawn text; it holds the focus.
      .overlay(alignment: .topLeading) {
        TextEditingOverlay(component: component, store: store, isFocused: $isFocused) { send($0) }
      }
      .contentShape(Rectangle())
      .gesture(touches)
      .onContinuousHover(coordinateSpace: .local) { phase in
        switch phase {
        case .active(let point): send(.hover(HostPoint(point)))
        case .ended: send(.hover(nil))
        }
      }
      .focusable(isEnabled && !(component is any EditableTextComponent))
      .focused($isFocused)
      .onKeyPress(phases: .all) { press in
        guard let key = KeyboardKey(press.key) else { return .ignored }
        return send(.key(key, HostInput.KeyPhase(press.phase))) ? .handled : .ignored
      }
      .onChange(of: isFocused) { _, focused in
        let source: FocusSource = Date().timeIntervalSince(store.lastTouch) < 0.5 ? .pointer : .keyboard
        send(.focus(focused ? source : nil))
      }
      .onChange(of: isEnabled) { _, enabled in send(.enabled(enabled)) }
      .onChange(of: isTouching) { wasTouching, touching in
        // A gesture that ends without `onEnded` was cancelled by the system (a scroll took over).
        if wasTouching, !touching, store.isTouching {
          store.isTouching = false
          send(.touchCancelled)
        }
      }
      .onChange(of: owner?.get(), initial: true) { _, value in
        if let value, store.ownerValueChanged(to: value) { revision += 1 }
      }
      .task(id: revision) { await wake() }
      .sensoryFeedback(trigger: hapticCount) { _, _ in
        // One change of the trigger plays one feedback: the last one the change asked for.
        let last = store.pendingHaptics.last
        store.pendingHaptics.removeAll()
        return last.flatMap { SensoryFeedback($0) }
      }
      .accessibilityElement(children: .ignore)
      .accessibilityLabel(description.label)
      .accessibilityValue(description.value)
      .accessibilityHint(description.hint)
      .accessibilityAddTraits(AccessibilityTraits(description.traits))
      .accessibilityAction { send(.accessibilityActivated) }
      .modifier(
        AccessibilityActions(
          isAdjustable: isAdjustable, actions: host?.accessibilityActions ?? [],
          adjust: { send(.accessibilityAdjusted(increments: $0)) }, perform: { send(.accessibilityAction($0.event)) }
        ))
    }

    /// The drag that carries every touch: down at its start, moves, up at its end; a cancel is seen by `isTouching`.
    private var touches: some Gesture {
      DragGesture(minimumDistance: 0, coordinateSpace: .local)
        .updating($isTouching) { _, touching, _ in touching = true }
        .onChanged { value in
          if !store.isTouching {
            store.isTouching = true
            store.lastTouch = Date()
            send(.touchDown(HostPoint(value.startLocation)))
          }
          send(
            .touchMoved(
              HostPoint(value.location), translation: HostPoint(value.translation),
              velocity: HostPoint(value.velocity)))
        }
        .onEnded { value in
          guard store.isTouching else { return }
          store.isTouching = false
          send(
            .touchUp(
              HostPoint(value.location), translation: HostPoint(value.translation),
              velocity: HostPoint(value.velocity)))
        }
    }

    /// Hands `input` to the host now; true when it changed something (then the view draws again and plays the
    /// haptics the change asked for).
    @discardableResult
    private func send(_ input: HostInput) -> Bool {
      let haptics = store.pendingHaptics.count
      guard let outputs = store.handle(input, at: Date(), owner: owner) else { return false }
      revision += 1
      hapticCount += store.pendingHaptics.count - haptics
      if let outputHandler { outputs.forEach(outputHandler) }
      return true
    }

    /// Sleeps until the host next changes by itself (a toast's time running out, an animation settling), then moves
    /// its clock and draws again.
    private func wake() async {
      guard let wait = store.secondsUntilNextChange(after: Date()) else { return }
      let seconds = wait == 0 ? 1.0 / 30 : wait
      try? await Task.sleep(nanoseconds: UInt64(seconds * 1_000_000_000))
      guard !Task.isCancelled else { return }
      let haptics = store.pendingHaptics.count
      store.advance(to: Date(), owner: owner)
      revision += 1
      hapticCount += store.pendingHaptics.count - haptics
    }

    /// What assistive technologies are told in `state`.
    private func accessibility(in state: C.Machine.VisualState) -> AccessibilityDescription {
      AccessibilityDescription(
        role: C.accessibilityRole, label: component.accessibilityLabel, state: state,
        value: component.accessibilityValue)
    }
  }

  extension HostStore {
    /// The host's frame at `date` laid out in `width` × `height`.
    func frame(at date: Date, width: CGFloat, height: CGFloat) -> HostFrame? {
      try? host?.frame(at: time(at: date), proposedWidth: Double(width), proposedHeight: Double(height))
    }
  }
#endif

#if canImport(SwiftUI)
  extension View where Self: DrawableComponent {
    /// The component drawn by its `ComponentView`: what makes `VToggle(title: "Wi-Fi")` a view.
    public var body: ComponentView<Self> { ComponentView(self) }
  }
#endif

#if canImport(SwiftUI)
  /// The component's adjustable action, only when its description says it is adjustable (the action alone makes
  /// VoiceOver announce an element adjustable), and its accessibility actions (`ComponentHost.accessibilityActions`)
  /// as VoiceOver's custom actions.
  private struct AccessibilityActions: ViewModifier {
    let isAdjustable: Bool
    let actions: [HostAccessibilityAction]
    let adjust: @MainActor (_ increments: Bool) -> Void
    let perform: @MainActor (HostAccessibilityAction) -> Void

    func body(content: Content) -> some View {
      let adjustable =
        isAdjustable
        ? AnyView(content.accessibilityAdjustableAction { adjust($0 == .increment) }) : AnyView(content)
      return actions.reduce(adjustable) { view, action in
        AnyView(view.accessibilityAction(named: action.name) { perform(action) })
      }
    }
  }
#endif
