#if canImport(SwiftUI)
  import DesignKitCatalog
  import DesignKitCore
  import SwiftUI

  // The presentation modifiers, named as VComponents 8.1 names them (`vModal`, `vBottomSheet`, `vSideBar`, `vAlert`,
  // `vToast`, `vNotification`; 8.1 has no menu or action sheet modifier, so `vMenu` and `vActionSheet` follow the
  // pattern). 8.1 presents through a `link:` to a presenter at the window's root; here each modifier's overlay is the
  // size of the view it modifies: put it on the screen's root view to cover the screen.

  extension View {
    /// Presents `VModal` (its header titled `title`, `content` in its content slot) centred over the dimmed screen
    /// while `isPresented` holds: the close button, a tap outside and Escape dismiss it, writing false back.
    /// `onPresent` and `onDismiss` run when its appearance and disappearance end.
    public func vModal<Content: View>(
      isPresented: Binding<Bool>, model: VModalModel = .init(), title: String = "",
      onPresent: (@MainActor () -> Void)? = nil, onDismiss: (@MainActor () -> Void)? = nil,
      @ViewBuilder content: () -> Content
    ) -> some View {
      present(isPresented, onPresent, onDismiss, presented: content()) { _ in
        VModal(model: model, state: .dismissed, title: title)
      }
    }

    /// Presents `VHalfModal` (DesignKit's bottom sheet) from the bottom edge while `isPresented` holds, `content` in
    /// its content slot, its detents fractions of the screen's height: dragging resizes it, and pulling it down past
    /// its threshold or the close button dismisses it, writing false back.
    public func vBottomSheet<Content: View>(
      isPresented: Binding<Bool>, model: VHalfModalModel = .init(), title: String = "",
      onPresent: (@MainActor () -> Void)? = nil, onDismiss: (@MainActor () -> Void)? = nil,
      @ViewBuilder content: () -> Content
    ) -> some View {
      present(isPresented, onPresent, onDismiss, presented: content()) { size in
        VHalfModal(model: model, state: .init(.dismissed), title: title, containerHeight: Double(size.height))
      }
    }

    /// Presents `VSideBar` from its edge while `isPresented` holds, `content` in its panel; a tap outside, Escape or
    /// a swipe back toward the edge dismisses it, writing false back.
    public func vSideBar<Content: View>(
      isPresented: Binding<Bool>, model: VSideBarModel = .init(), label: String = "",
      onPresent: (@MainActor () -> Void)? = nil, onDismiss: (@MainActor () -> Void)? = nil,
      @ViewBuilder content: () -> Content
    ) -> some View {
      present(isPresented, onPresent, onDismiss, presented: content()) { _ in
        VSideBar(model: model, state: .dismissed, label: label)
      }
    }

    /// Presents `VDialog` (DesignKit's alert) while `isPresented` holds: choosing an action runs it once and
    /// dismisses the alert, writing false back.
    public func vAlert(
      isPresented: Binding<Bool>, model: VDialogModel = .init(), title: String, message: String = "",
      actions: [PresentedAction], onPresent: (@MainActor () -> Void)? = nil, onDismiss: (@MainActor () -> Void)? = nil
    ) -> some View {
      present(isPresented, onPresent, onDismiss, setup: PresentationSetup(actionTitles: actions.map(\.title))) { _ in
        VDialog(model: model, state: .dismissed, title: title, message: message, actions: actions)
      }
    }

    /// Presents `VActionSheet` from the bottom edge while `isPresented` holds: choosing an action runs it once and
    /// dismisses the sheet, and a tap outside chooses the cancel action; either writes false back.
    public func vActionSheet(
      isPresented: Binding<Bool>, model: VActionSheetModel = .init(), title: String = "", message: String = "",
      actions: [PresentedAction], onPresent: (@MainActor () -> Void)? = nil, onDismiss: (@MainActor () -> Void)? = nil
    ) -> some View {
      present(isPresented, onPresent, onDismiss, setup: PresentationSetup(actionTitles: actions.map(\.title))) { _ in
        VActionSheet(model: model, state: .dismissed, title: title, message: message, actions: actions)
      }
    }

    /// Presents `VMenu` centred on the screen while `isPresented` holds: choosing an item runs it once and dismisses
    /// the menu, writing false back.
    public func vMenu(
      isPresented: Binding<Bool>, model: VMenuModel = .init(), sections: [[PresentedAction]],
      onPresent: (@MainActor () -> Void)? = nil, onDismiss: (@MainActor () -> Void)? = nil
    ) -> some View {
      present(
        isPresented, onPresent, onDismiss,
        setup: PresentationSetup(placement: { _ in .center }, actionTitles: sections.flatMap { $0 }.map(\.title))
      ) { _ in VMenu(model: model, state: .dismissed, sections: sections) }
    }

    /// Shows `VToast` of `type` at its model's edge (`misc.edge`, `layout.edgeOffset` from it, inside the safe area)
    /// while `isPresented` holds; touches beside it reach the screen. When its display time runs out, or a swipe
    /// dismisses it, false is written back.
    public func vToast(
      isPresented: Binding<Bool>, model: VToastModel = .init(), type: VToast.Kind = .info, text: String,
      onPresent: (@MainActor () -> Void)? = nil, onDismiss: (@MainActor () -> Void)? = nil
    ) -> some View {
      present(
        isPresented, onPresent, onDismiss,
        setup: PresentationSetup(placement: { model in
          .edge(model[type].misc.edge == .top ? .top : .bottom, margin: model[type].layout.edgeOffset)
        })
      ) { _ in VToast(model: model, type: type, state: .removed, text: text) }
    }

    /// Shows `VNotification` at its model's edge (`misc.edge`, `layout.edgeOffset` from it, inside the safe area)
    /// while `isPresented` holds; when its display time runs out, or a swipe dismisses it, false is written back.
    public func vNotification(
      isPresented: Binding<Bool>, model: VNotificationModel = .init(), icon: DrawingIcon = .bell, title: String,
      message: String = "", onPresent: (@MainActor () -> Void)? = nil, onDismiss: (@MainActor () -> Void)? = nil
    ) -> some View {
      present(
        isPresented, onPresent, onDismiss,
        setup: PresentationSetup(placement: { model in
          .edge(model.misc.edge == .top ? .top : .bottom, margin: model.layout.edgeOffset)
        })
      ) { _ in VNotification(model: model, state: .removed, icon: icon, title: title, message: message) }
    }

    /// Presents the component `make` builds for the screen's size (in its hidden state) as `setup` says, with
    /// `presented` in its content slot.
    private func present<C: DrawableComponent, Presented: View>(
      _ isPresented: Binding<Bool>, _ onPresent: (@MainActor () -> Void)?, _ onDismiss: (@MainActor () -> Void)?,
      setup: PresentationSetup<C> = PresentationSetup(), presented: Presented = EmptyView(),
      make: @escaping @MainActor (CGSize) -> C
    ) -> some View {
      modifier(
        PresentationModifier(
          isPresented: isPresented, make: make, setup: setup, onPresent: onPresent, onDismiss: onDismiss,
          presented: presented))
    }
  }
#endif
