#if canImport(SwiftUI)
  import DesignKitCatalog
  import DesignKitCore
  import Foundation
  import SwiftUI

  /// The theme components below a view take their models from.
  private struct DesignKitThemeKey: EnvironmentKey {
    static let defaultValue: Theme? = nil
  }

  /// The composition scopes around a view, outermost first.
  private struct DesignKitScopesKey: EnvironmentKey {
    static let defaultValue: [CompositionScope] = []
  }

  extension EnvironmentValues {
    /// The composition scopes that configure components below, outermost first (`designKitScope(_:)`).
    public var designKitScopes: [CompositionScope] {
      get { self[DesignKitScopesKey.self] }
      set { self[DesignKitScopesKey.self] = newValue }
    }

    /// The theme components take their models from when they are built with the default model; nil: each
    /// component's own defaults.
    public var designKitTheme: Theme? {
      get { self[DesignKitThemeKey.self] }
      set { self[DesignKitThemeKey.self] = newValue }
    }
  }

  extension View {
    /// Components below this view built with their default model take their model from `theme` (a component
    /// given a model keeps it).
    public func designKitTheme(_ theme: Theme?) -> some View {
      environment(\.designKitTheme, theme)
    }

    /// Components below this view built with their default model are configured by `scope` as a composition
    /// configures its subtree (configuration per category, named rules, a theme change), inside the scopes
    /// around it, over the environment's theme: `.designKitScope(CompositionScope().configure("buttons",
    /// VPrimaryButtonModel.self) { $0.layout.cornerRadius = 0 })`.
    public func designKitScope(_ scope: CompositionScope) -> some View {
      transformEnvironment(\.designKitScopes) { $0.append(scope) }
    }

    /// Components below this view take their models from the preset `name`: a JSON preset file `name.json` in
    /// `bundle` (the app's, by default), or a built-in preset of that name (`brand`, `fluent`, …) when the bundle
    /// has none. A preset that fails to load leaves the components' own defaults and reports its problems
    /// (file, line, column and JSON path, as the CLI prints them) to `onError`, once.
    public func designKitPreset(
      _ name: String, bundle: Bundle = .main, onError: @escaping @Sendable (DiagnosticList) -> Void = { _ in }
    ) -> some View {
      designKitTheme(PresetCache.shared.theme(named: name, bundle: bundle, onError: onError))
    }
  }

  /// Presets loaded from bundles, each once (view modifiers run on the main actor).
  @MainActor
  private final class PresetCache {
    static let shared = PresetCache()
    private var themes: [String: Theme?] = [:]

    func theme(named name: String, bundle: Bundle, onError: @Sendable (DiagnosticList) -> Void) -> Theme? {
      let key = bundle.bundlePath + "/" + name
      if let cached = themes[key] { return cached }
      var theme: Theme?
      do throws(DiagnosticList) {
        if let url = bundle.url(forResource: name, withExtension: "json") {
          theme = try PresetLoader().load(file: url.path)
        } else {
          theme = try PresetLoader().load(builtIn: name)
        }
      } catch {
        onError(error)
      }
      themes[key] = theme
      return theme
    }
  }

  @MainActor
  extension DrawableComponent {
    /// This component as a view calling `action` on the main actor when its action fires (see
    /// `ComponentView.onAction(_:)`).
    public func onAction(_ action: @escaping @MainActor () -> Void) -> ComponentView<Self> {
      ComponentView(self).onAction(action)
    }

    /// This component as a view calling `handle` on the main actor with every output of its machine.
    public func onOutput(_ handle: @escaping @MainActor (MachineOutput) -> Void) -> ComponentView<Self> {
      ComponentView(self).onOutput(handle)
    }

    /// This component as a view whose value `isOn` holds: the machine proposes on or off, the binding decides (a
    /// binding that refuses leaves the component as it was, with no flash).
    public func value(_ isOn: Binding<Bool>) -> ComponentView<Self> {
      ComponentView(
        self,
        owner: ValueOwner(
          get: { isOn.wrappedValue ? .on : .off },
          set: { value in
            if let on = value.onValue { isOn.wrappedValue = on }
          }))
    }

    /// This component as a view whose value `value` holds (a slider's value, a stepper's count).
    public func value(_ value: Binding<Double>) -> ComponentView<Self> {
      ComponentView(
        self,
        owner: ValueOwner(
          get: { .number(value.wrappedValue) },
          set: { proposed in
            if let number = proposed.numberValue { value.wrappedValue = number }
          }))
    }

    /// This component as a view whose selected index `selection` holds (a segmented picker, a pager).
    public func selection(_ selection: Binding<Int>) -> ComponentView<Self> {
      ComponentView(
        self,
        owner: ValueOwner(
          get: { .number(Double(selection.wrappedValue)) },
          set: { proposed in
            if let index = proposed.indexValue { selection.wrappedValue = index }
          }))
    }

    /// This component as a view whose text `text` holds (a code entry).
    public func text(_ text: Binding<String>) -> ComponentView<Self> {
      ComponentView(
        self,
        owner: ValueOwner(
          get: { .text(text.wrappedValue) },
          set: { proposed in
            if let string = proposed.textValue { text.wrappedValue = string }
          }))
    }
  }

  /// Who holds a controlled component's value: read and asked to change it.
  struct ValueOwner {
    let get: @MainActor () -> MachineValue
    let set: @MainActor (MachineValue) -> Void

    /// Asks the owner to take `proposed`: the value it holds afterwards.
    @MainActor
    func decide(_ proposed: MachineValue) -> MachineValue {
      set(proposed)
      return get()
    }
  }

  extension MachineValue {
    /// On or off as a Bool (a checkbox's mixed value is neither); nil for any other value.
    var onValue: Bool? {
      switch self {
      case .on: true
      case .off: false
      default: nil
      }
    }
  }
#endif
