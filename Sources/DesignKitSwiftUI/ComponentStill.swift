#if canImport(SwiftUI)
  import DesignKitCore
  import SwiftUI

  /// A component drawn as it is, in its own state, at the size it is offered, with no input and no motion: the
  /// surface behind a SwiftUI control a style dresses (`PrimaryButtonStyle`), where SwiftUI's control owns the
  /// interaction and says the state.
  struct ComponentStill<C: DrawableComponent>: View {
    let component: C
    private var environment = HostEnvironment()

    init(_ component: C) { self.component = component }

    var body: some View {
      let styleEnvironment = environment.style
      let drawing = try? component.drawing(in: styleEnvironment)
      Canvas { context, size in
        guard let drawing else { return }
        let laidOut = DrawingLayout(
          layoutDirection: styleEnvironment.layoutDirection, measurer: styleEnvironment.textMeasurer
        ).layout(drawing, proposedWidth: Double(size.width), proposedHeight: Double(size.height))
        context.paint(RenderPlan(laidOut))
      }
      .accessibilityHidden(true)
    }
  }
#endif
