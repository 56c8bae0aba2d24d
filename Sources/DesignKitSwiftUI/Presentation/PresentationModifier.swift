#if canImport(SwiftUI)
  import DesignKitCatalog
  import DesignKitCore
  import Foundation
  import SwiftUI

  /// Presents a component over the screen while `isPresented` holds: the thin SwiftUI half of every presentation
  /// modifier (`vModal(isPresented:)`, `vAlert(isPresented:)`, `vToast(isPresented:)` …), whose decisions are the
  /// `PresentationCoordinator`'s.
  ///
  /// An overlay the size of the view it modifies (the whole screen when it modifies the root; a full-screen
  /// component's layer ignores the safe area, an edge-placed one stays inside it) draws the component's frame while
  /// it is on screen, and is removed, taking no touches, once it is dismissed. The binding is the source of truth:
  /// its changes present and dismiss (animated by the host); a dismissal the person or the clock makes is written back
  /// as false. The presented view goes where the drawing's content slot is, moving and fading with the surface.
  struct PresentationModifier<C: DrawableComponent, Presented: View>: ViewModifier {
    @Binding var isPresented: Bool
    /// The component in its hidden state for a screen of a size.
    let make: @MainActor (CGSize) -> C
    let setup: PresentationSetup<C>
    let onPresent: (@MainActor () -> Void)?
    let onDismiss: (@MainActor () -> Void)?
    let presented: Presented

    @State private var store = PresentationStore<C>()
    /// Bumped after every change, so SwiftUI draws again.
    @State private var revision = 0
    @GestureState private var isTouching = false
    private var environment = HostEnvironment()

    init(
      isPresented: Binding<Bool>, make: @escaping @MainActor (CGSize) -> C, setup: PresentationSetup<C>,
      onPresent: (@MainActor () -> Void)?, onDismiss: (@MainActor () -> Void)?, presented: Presented
    ) {
      _isPresented = isPresented
      self.make = make
      self.setup = setup
      self.onPresent = onPresent
      self.onDismiss = onDismiss
      self.presented = presented
    }

    func body(content: Content) -> some View {
      content
        .overlay {
          GeometryReader { proxy in layer(in: proxy.size) }
            .ignoresSafeArea(.all, edges: isFullScreen ? .all : [])
        }
        .onChange(of: isPresented) { _, presented in
          if store.ownerChanged(presented, at: Date()) { revision += 1 }
        }
    }

    /// Whether the component draws the whole screen (a modal's placement, whatever its model).
    private var isFullScreen: Bool { setup.placement(C.Model()) == .fullScreen }

    @ViewBuilder
    private func layer(in size: CGSize) -> some View {
      let _ = revision
      let now = Date()
      if let coordinator = store.coordinator(
        size: size, make: make, isPresented: isPresented, presentation: setup, environment: environment, at: now),
        coordinator.isShowing
      {
        let rect = coordinator.componentRect()
        ZStack(alignment: .topLeading) {
          TimelineView(.animation(minimumInterval: nil, paused: store.secondsUntilNextChange(after: now) != 0)) {
            timeline in
            ZStack(alignment: .topLeading) {
              Canvas { context, _ in
                guard let frame = try? store.coordinator?.frame(at: store.time(at: timeline.date)) else { return }
                context.paint(RenderPlan(frame.laidOut))
              }
              .contentShape(Rectangle())
              .gesture(touches(origin: CGPoint(x: rect.x, y: rect.y)))
              if let slot = store.coordinator?.content(at: store.time(at: timeline.date)) {
                presented
                  .frame(width: CGFloat(slot.rect.width), height: CGFloat(slot.rect.height), alignment: .topLeading)
                  .offset(x: CGFloat(slot.rect.x - rect.x), y: CGFloat(slot.rect.y - rect.y))
                  .opacity(slot.opacity)
              }
            }
          }
        }
        .frame(width: CGFloat(rect.width), height: CGFloat(rect.height), alignment: .topLeading)
        .offset(x: CGFloat(rect.x), y: CGFloat(rect.y))
        .onChange(of: isTouching) { wasTouching, touching in
          // A gesture that ends without `onEnded` was cancelled by the system.
          if wasTouching, !touching, store.isTouching {
            store.isTouching = false
            apply(store.handle(.touchCancelled, at: Date()))
          }
        }
        .task(id: revision) { await wake() }
      }
    }

    /// The drag that carries every touch, in screen coordinates (the layer's plus its `origin`).
    private func touches(origin: CGPoint) -> some Gesture {
      func screen(_ p: CGPoint) -> HostPoint { HostPoint(x: Double(p.x + origin.x), y: Double(p.y + origin.y)) }
      return DragGesture(minimumDistance: 0, coordinateSpace: .local)
        .updating($isTouching) { _, touching, _ in touching = true }
        .onChanged { value in
          if !store.isTouching {
            store.isTouching = true
            apply(store.handle(.touchDown(screen(value.startLocation)), at: Date()))
          }
          apply(
            store.handle(
              .touchMoved(
                screen(value.location), translation: HostPoint(value.translation), velocity: HostPoint(value.velocity)),
              at: Date()))
        }
        .onEnded { value in
          guard store.isTouching else { return }
          store.isTouching = false
          apply(
            store.handle(
              .touchUp(
                screen(value.location), translation: HostPoint(value.translation), velocity: HostPoint(value.velocity)),
              at: Date()))
        }
    }

    /// Draws again after a change, writes a dismissal back to the binding, and calls `onPresent` / `onDismiss` when
    /// the appearance or disappearance ends.
    private func apply(_ update: PresentationUpdate?) {
      guard let update, update.changed else { return }
      revision += 1
      if let value = update.writeBack { isPresented = value }
      if update.outputs.contains(.presented) { onPresent?() }
      if update.outputs.contains(.dismissed) { onDismiss?() }
    }

    /// Sleeps until the host next changes by itself (an animation settling, a toast's time running out), then moves
    /// its clock and draws again.
    private func wake() async {
      guard let wait = store.secondsUntilNextChange(after: Date()) else { return }
      let seconds = wait == 0 ? 1.0 / 30 : wait
      try? await Task.sleep(nanoseconds: UInt64(seconds * 1_000_000_000))
      guard !Task.isCancelled else { return }
      apply(store.advance(to: Date()))
      revision += 1
    }
  }
#endif
