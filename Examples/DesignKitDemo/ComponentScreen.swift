import DesignKit
import DesignKitSwiftUI
import SwiftUI

/// One component: its gallery sample live (touch it, focus it, drive it with the keyboard), then every state under
/// every preview environment.
struct ComponentScreen: View {
  let component: RegisteredComponent

  var body: some View {
    VStack(alignment: .leading, spacing: 16) {
      if let live = component.galleryView() {
        live.padding()
      } else {
        Text("\(component.name) has no drawing yet.").padding()
      }
      if let previews = component.previewsView() {
        previews
      }
    }
    .navigationTitle(component.name)
  }
}
