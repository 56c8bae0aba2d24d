#if canImport(SwiftUI)
  import DesignKitCore
  import SwiftUI

  extension RegisteredComponent {
    /// The component's gallery sample as a live view (its own value, the environment's theme), for a screen that
    /// lists components by name, such as the demo app; nil for a component without a drawing.
    @MainActor
    public func galleryView() -> AnyView? {
      (definition as? any DrawableComponent.Type).map { Self.galleryView(of: $0) }
    }

    /// Every state of the component under every preview environment (`ComponentPreviews`); nil for a component
    /// without a drawing.
    @MainActor
    public func previewsView() -> AnyView? {
      (definition as? any DrawableComponent.Type).map { Self.previewsView(of: $0) }
    }

    /// Opens the registered definition's type: `galleryView()`'s work once the type is known.
    @MainActor
    private static func galleryView<C: DrawableComponent>(of _: C.Type) -> AnyView {
      AnyView(ComponentView(C.galleryPreview))
    }

    /// Opens the registered definition's type: `previewsView()`'s work once the type is known.
    @MainActor
    private static func previewsView<C: DrawableComponent>(of _: C.Type) -> AnyView {
      AnyView(ComponentPreviews<C>())
    }
  }
#endif
