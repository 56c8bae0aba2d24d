#if canImport(SwiftUI)
  import DesignKitCatalog
  import DesignKitCore
  import Foundation

  /// The host a `ComponentView` keeps across the view's updates, with the wall clock it maps to the host's time.
  ///
  /// SwiftUI recreates view structs often; this object lives in the view's `@State`, made once. It is not observed:
  /// the view bumps a counter after every change, which is what makes SwiftUI draw again.
  @MainActor
  final class HostStore<C: DrawableComponent> {
    private(set) var host: ComponentHost<C>?
    /// The problems the component's model has when a host could not be made (the view then draws nothing).
    private(set) var problems: DiagnosticList?
    /// What the host was made from: rebuilt when the component's model or label change. A value the component was
    /// built with is its starting value, as a SwiftUI `@State`'s initial value is; a value that changes later is
    /// held by an owner (`value(_:)`) and reaches the host as the owner's.
    private var key: HostKey<C.Model>?
    /// The wall-clock instant the host's time 0 is.
    private var start: Date?
    /// Haptics the last events asked for, oldest first, until the view plays them.
    var pendingHaptics: [Haptic] = []
    /// Whether a touch is down (the gesture has started the host's touch).
    var isTouching = false
    /// When the last touch went down (focus arriving right after it came from the pointer, not the keyboard).
    var lastTouch: Date = .distantPast

    init() {}

    /// The host for `source`'s component in `environment`: the one kept, moved into the environment, or a new one
    /// when the component's model, label, theme or scopes changed since it was made.
    func host(for source: ModelSource<C>, environment: StyleEnvironment, at date: Date) -> ComponentHost<C>? {
      let key = HostKey(
        model: source.component.model, label: source.component.accessibilityLabel, theme: source.theme?.name,
        scopeCount: source.scopes.count)
      if key != self.key {
        self.key = key
        do {
          var configured = source.component
          configured.model = try source.model(in: environment)
          host = try ComponentHost(configured, environment: environment)
          problems = nil
          start = date
        } catch {
          host = nil
          problems = error
        }
      }
      if host?.environment != environment { host?.environmentChanged(to: environment) }
      return host
    }

    /// The canvas was placed at `width` × `height`: frames and input are laid out in that size from now on.
    func placed(width: CGFloat, height: CGFloat) {
      host?.proposedWidth = Double(width)
      host?.proposedHeight = Double(height)
    }

    /// The host's time at `date`.
    func time(at date: Date) -> Double {
      guard let start else { return 0 }
      return max(0, date.timeIntervalSince(start))
    }

    /// Handles `input` at `date`, the value decided by `owner` when it has one: the outputs of the steps it made,
    /// nil when nothing changed.
    func handle(_ input: HostInput, at date: Date, owner: ValueOwner?) -> [MachineOutput]? {
      guard var host else { return nil }
      host.advance(to: time(at: date))
      let steps =
        if let owner {
          host.handle(input) { proposed in owner.decide(proposed) }
        } else {
          host.handle(input)
        }
      self.host = host
      let outputs = steps.flatMap(\.transition.outputs)
      for case .haptic(let haptic) in outputs { pendingHaptics.append(haptic) }
      return steps.isEmpty ? nil : outputs
    }

    /// Moves the host's clock to `date`, a presence it finishes proposed to `owner`; true when the clock changed
    /// something (a toast's time ran out).
    @discardableResult
    func advance(to date: Date, owner: ValueOwner?) -> Bool {
      guard var host else { return false }
      let steps =
        if let owner {
          host.advance(to: time(at: date)) { proposed in owner.decide(proposed) }
        } else {
          host.advance(to: time(at: date))
        }
      self.host = host
      for case .haptic(let haptic) in steps.flatMap(\.transition.outputs) { pendingHaptics.append(haptic) }
      return !steps.isEmpty
    }

    /// The owner's value changed: the host follows; true when it did.
    @discardableResult
    func ownerValueChanged(to value: MachineValue) -> Bool {
      guard var host else { return false }
      let step = host.ownerValueChanged(to: value)
      self.host = host
      return step != nil
    }

    /// Seconds from `date` until the host next needs a frame by itself: 0 while it moves, the time to its next
    /// clock change, or nil when it rests with nothing due.
    func secondsUntilNextChange(after date: Date) -> Double? {
      guard let host else { return nil }
      let now = time(at: date)
      if host.isMoving(at: now) { return 0 }
      return host.nextClockChange().map { max(0, $0 - now) }
    }
  }

  /// What a host is made from; a change makes a new host. A theme is told by its name and scopes by their count
  /// (their edits are closures): a screen that swaps one for another of the same name and count keeps its hosts.
  private struct HostKey<Model: Equatable>: Equatable {
    var model: Model
    var label: String
    var theme: String?
    var scopeCount: Int
  }

  /// A component and what the environment offers its model.
  struct ModelSource<C: DrawableComponent> {
    var component: C
    var theme: Theme?
    var scopes: [CompositionScope]

    /// The model to draw with: the component's own when it is not the default (an instance's model wins, as in a
    /// composition), else the theme's, configured by the scopes as a composition configures a node inside them.
    func model(in environment: StyleEnvironment) throws(DiagnosticList) -> C.Model {
      guard component.model == C.Model(), theme != nil || !scopes.isEmpty else { return component.model }
      let theme = theme ?? Theme.default
      guard !scopes.isEmpty else {
        do { return try theme.model(for: C.self) } catch { return component.model }
      }
      return try Composition(theme: theme, environment: environment).model(of: C.self, inside: scopes)
    }
  }
#endif
