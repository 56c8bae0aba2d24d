import DesignKit
import DesignKitSwiftUI
import SwiftUI

/// The presentation modifiers, each behind a button, and the lab's native pieces: every binding here is the screen's
/// state, which the presented component writes back to when the person (or a toast's time) dismisses it.
struct PresentationScreen: View {
  @State private var modal = false
  @State private var bottomSheet = false
  @State private var sideBar = false
  @State private var alert = false
  @State private var actionSheet = false
  @State private var menu = false
  @State private var toast = false
  @State private var notification = false
  @State private var email = ""
  @State private var lastChoice = "Nothing chosen yet"

  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 12) {
        Button("Modal") { modal = true }.buttonStyle(PrimaryButtonStyle())
        Button("Bottom sheet") { bottomSheet = true }.buttonStyle(PrimaryButtonStyle())
        Button("Side bar") { sideBar = true }.buttonStyle(PrimaryButtonStyle())
        Button("Alert") { alert = true }.buttonStyle(PrimaryButtonStyle())
        Button("Action sheet") { actionSheet = true }.buttonStyle(PrimaryButtonStyle())
        Button("Menu") { menu = true }.buttonStyle(PrimaryButtonStyle())
        Button("Toast") { toast = true }.buttonStyle(PrimaryButtonStyle())
        Button("Notification") { notification = true }.buttonStyle(PrimaryButtonStyle())
        Text(verbatim: lastChoice)
        TextField("Email", text: $email).textFieldStyle(RoundedTextFieldStyle())
        VStack(alignment: .leading, spacing: 8) {
          Text("Storage")
          Badge(text: "Almost full", style: .warning)
        }
        .card()
        EmptyState(symbol: .tray, title: "No messages", message: "New mail appears here.", actionTitle: "Refresh") {
          lastChoice = "Refreshed"
        }
      }
      .padding(20)
    }
    .navigationTitle("Presentation")
    .vModal(isPresented: $modal, title: "Settings") {
      Text("Notifications and privacy live here.")
    }
    .vBottomSheet(isPresented: $bottomSheet, title: "Filters") {
      Text("Price, distance and rating.")
    }
    .vSideBar(isPresented: $sideBar, label: "Places") {
      Text("Places and tools")
    }
    .vAlert(
      isPresented: $alert, title: "Delete photo?", message: "This cannot be undone.",
      actions: [.init("Delete", role: .destructive), .init("Cancel", role: .cancel)]
    )
    .vActionSheet(
      isPresented: $actionSheet, title: "Photo", actions: [.init("Take Photo"), .init("Cancel", role: .cancel)]
    )
    .vMenu(
      isPresented: $menu, sections: [[.init("Rename"), .init("Duplicate")], [.init("Delete", role: .destructive)]]
    )
    .vToast(isPresented: $toast, type: .success, text: "Saved", onDismiss: { lastChoice = "The toast left" })
    .vNotification(isPresented: $notification, title: "Reminder", message: "Stand-up in 5 minutes")
  }
}
