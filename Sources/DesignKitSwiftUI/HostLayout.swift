#if canImport(SwiftUI)
  import DesignKitCore
  import Foundation
  import SwiftUI

  /// Sizes a component's canvas as its drawing lays out in SwiftUI's proposal, and tells the host the size it was
  /// given, so input is judged where the drawing is. SwiftUI lays out on the main actor, where the host lives.
  struct HostLayout<C: DrawableComponent>: Layout {
    let store: HostStore<C>

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      MainActor.assumeIsolated { store.size(proposedWidth: proposal.width, proposedHeight: proposal.height) }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
      MainActor.assumeIsolated { store.placed(width: bounds.width, height: bounds.height) }
      for subview in subviews {
        subview.place(at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(bounds.size))
      }
    }
  }

  extension HostStore {
    /// The drawing's size in a proposal (nil or infinite: its ideal length on that axis); zero without a host.
    func size(proposedWidth: CGFloat?, proposedHeight: CGFloat?) -> CGSize {
      guard let host else { return .zero }
      func length(_ proposed: CGFloat?) -> Double? { proposed.flatMap { $0.isFinite ? Double($0) : nil } }
      guard
        let frame = try? host.frame(proposedWidth: length(proposedWidth), proposedHeight: length(proposedHeight))
      else { return .zero }
      return CGSize(width: frame.laidOut.width, height: frame.laidOut.height)
    }
  }
#endif
