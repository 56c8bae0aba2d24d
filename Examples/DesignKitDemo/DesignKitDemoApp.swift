import SwiftUI

/// DesignKit's demo app: every registered component by family, live, under a built-in preset and the color
/// scheme, Dynamic Type size and layout direction the settings at the top choose.
@main
struct DesignKitDemoApp: App {
  var body: some Scene {
    WindowGroup { CatalogScreen() }
  }
}
