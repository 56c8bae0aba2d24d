#if canImport(SwiftUI)
  import DesignKitCatalog
  import DesignKitCore
  import Foundation

  /// The `PresentationCoordinator` a presentation modifier keeps across updates, with the wall clock it maps to the
  /// host's time; made when the screen's size is first known, told when it changes.
  @MainActor
  final class PresentationStore<C: DrawableComponent> {
    private(set) var coordinator: PresentationCoordinator<C>?
    /// The problems the component's model has when no coordinator could be made (nothing is presented).
    private(set) var problems: DiagnosticList?
    /// The wall-clock instant the host's time 0 is.
    private var start: Date?
    /// Whether a touch is down.
    var isTouching = false

    init() {}

    /// The coordinator for the component `make` builds (in its hidden state) for a `size` screen, its model from
    /// the environment's theme when it has the default one, in `environment`: made once, then moved to a new size
    /// or environment. Nil until the screen has a size, or when the model has problems.
    func coordinator(
      size: CGSize, make: @MainActor (CGSize) -> C, isPresented: Bool, presentation: PresentationSetup<C>,
      environment: HostEnvironment, at date: Date
    ) -> PresentationCoordinator<C>? {
      guard size.width > 0, size.height > 0 else { return nil }
      let style = environment.style
      do throws(DiagnosticList) {
        var component = make(size)
        component.model = try ModelSource(component: component, theme: environment.theme, scopes: environment.scopes)
          .model(in: style)
        if var coordinator {
          try coordinator.screenChanged(to: component, width: Double(size.width), height: Double(size.height))
          if coordinator.host.environment != style { coordinator.environmentChanged(to: style) }
          self.coordinator = coordinator
        } else {
          start = date
          coordinator = try PresentationCoordinator(
            component, isPresented: isPresented, placement: presentation.placement(component.model),
            screenWidth: Double(size.width), screenHeight: Double(size.height), actionTitles: presentation.actionTitles,
            environment: style)
        }
        problems = nil
      } catch {
        problems = error
      }
      return coordinator
    }

    /// The host's time at `date`.
    func time(at date: Date) -> Double {
      guard let start else { return 0 }
      return max(0, date.timeIntervalSince(start))
    }

    /// The owner's value changed at `date`: the component follows; true when it changed.
    func ownerChanged(_ isPresented: Bool, at date: Date) -> Bool {
      guard var coordinator else { return false }
      _ = coordinator.advance(to: time(at: date))
      let changed = coordinator.ownerChanged(isPresented: isPresented)
      self.coordinator = coordinator
      return changed
    }

    /// Handles `input` (screen coordinates) at `date`: what it did.
    func handle(_ input: HostInput, at date: Date) -> PresentationUpdate? {
      guard var coordinator else { return nil }
      let time = time(at: date)
      let clock = coordinator.advance(to: time)
      let update = coordinator.handle(input)
      self.coordinator = coordinator
      return clock.merged(with: update)
    }

    /// Moves the clock to `date`: what the time did (a toast's time running out).
    func advance(to date: Date) -> PresentationUpdate? {
      guard var coordinator else { return nil }
      let update = coordinator.advance(to: time(at: date))
      self.coordinator = coordinator
      return update
    }

    /// Seconds from `date` until the host next needs a frame by itself: 0 while it moves, the time to its next clock
    /// change, or nil when it rests with nothing due.
    func secondsUntilNextChange(after date: Date) -> Double? {
      guard let host = coordinator?.host else { return nil }
      let now = time(at: date)
      if host.isMoving(at: now) { return 0 }
      return host.nextClockChange().map { max(0, $0 - now) }
    }
  }

  /// How a modifier presents its component: where it goes, and the titles of its actions.
  struct PresentationSetup<C: DrawableComponent> {
    /// Where the component goes on the screen, by its model.
    var placement: (C.Model) -> PresentationPlacement = { _ in .fullScreen }
    /// The titles of its actions, in order.
    var actionTitles: [String] = []
  }

  extension PresentationUpdate {
    /// This update followed by `next`: changed if either changed, the later write-back, every output.
    func merged(with next: PresentationUpdate) -> PresentationUpdate {
      PresentationUpdate(
        changed: changed || next.changed, writeBack: next.writeBack ?? writeBack, outputs: outputs + next.outputs)
    }
  }
#endif
