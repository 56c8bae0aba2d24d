import DesignKit
import DesignKitSwiftUI
import SwiftUI

/// The demo's one list: the settings, then each family's components, each opening its `ComponentScreen`.
///
/// The settings reach the components the way an app's do: the preset through `designKitTheme(_:)`, the rest through
/// SwiftUI's environment, which every component reads.
struct CatalogScreen: View {
  /// The built-in preset chosen (`BuiltInPresets.names`); empty: each component's own defaults.
  @State private var preset = ""
  @State private var theme: Theme?
  @State private var presetProblem: String?
  @State private var isDark = false
  @State private var typeSize = SwiftUI.DynamicTypeSize.large
  @State private var isRightToLeft = false

  var body: some View {
    NavigationStack {
      List {
        settings
        Section("Presentation") {
          NavigationLink {
            PresentationScreen()
          } label: {
            Text("Modals, alerts, toasts and the lab's styles")
          }
        }
        ForEach(FamilySection.all) { section in
          Section(section.family.title) {
            ForEach(section.components, id: \.name) { component in
              NavigationLink {
                ComponentScreen(component: component)
              } label: {
                Text(verbatim: component.name)
              }
            }
          }
        }
      }
      .navigationTitle("DesignKit")
    }
    .designKitTheme(theme)
    .environment(\.colorScheme, isDark ? .dark : .light)
    .environment(\.dynamicTypeSize, typeSize)
    .environment(\.layoutDirection, isRightToLeft ? .rightToLeft : .leftToRight)
    .onChange(of: preset, initial: true) { _, name in load(preset: name) }
  }

  private var settings: some View {
    Section("Settings") {
      Picker("Preset", selection: $preset) {
        Text("Component defaults").tag("")
        ForEach(BuiltInPresets.names, id: \.self) { name in
          Text(verbatim: name).tag(name)
        }
      }
      if let presetProblem {
        Text(verbatim: presetProblem).font(.caption).foregroundStyle(.red)
      }
      Toggle("Dark", isOn: $isDark)
      Picker("Dynamic Type", selection: $typeSize) {
        ForEach(SwiftUI.DynamicTypeSize.allCases, id: \.self) { size in
          Text(verbatim: "\(size)").tag(size)
        }
      }
      Toggle("Right to left", isOn: $isRightToLeft)
    }
  }

  /// Loads the built-in preset `name` once per choice (empty: no theme); a preset that fails keeps the defaults
  /// and shows why.
  private func load(preset name: String) {
    guard !name.isEmpty else {
      theme = nil
      presetProblem = nil
      return
    }
    do {
      theme = try PresetLoader().load(builtIn: name)
      presetProblem = nil
    } catch {
      theme = nil
      presetProblem = "\(error)"
    }
  }
}

/// One family's registered components, in registration order.
struct FamilySection: Identifiable {
  let family: ComponentFamily
  let components: [RegisteredComponent]
  var id: String { family.rawValue }

  /// Every family with a component, in the catalog's display order.
  static let all: [FamilySection] = ComponentFamily.allCases.compactMap { family in
    let components = Catalog.registry.components.filter { $0.family == family }
    return components.isEmpty ? nil : FamilySection(family: family, components: components)
  }
}
