import DesignKit
import Foundation
import Testing

@testable import DesignKitValues

/// A `ComposedGroup` is flat wherever a group is read: its style tree, its JSON, its reflection and its Swift names.
@Suite struct ComposedGroupTests {
  /// `selection`, then `PressAnimations`' slots (its `press` and `release`, then `InteractionAnimations`').
  static let selectionKeys = ["selection", "press", "release", "stateChange", "focus", "hover"]

  @Test func encodesOneObjectOfBothPartsOwnFieldsFirst() throws {
    guard case .object(let fields) = try StyleTreeEncoder.node(for: SelectionAnimations()) else {
      Issue.record("not an object")
      return
    }
    #expect(fields.map(\.name) == Self.selectionKeys)
    #expect(Mirror(reflecting: SelectionAnimations()).children.map(\.label) == Self.selectionKeys)
  }

  @Test func decodesEachKeyIntoItsPart() throws {
    var animations = SelectionAnimations()
    animations.selection = .linear(duration: 0.3)
    animations.release = .none
    animations.hover = .easeIn(duration: 0.05)
    #expect(animations.own.selection == .linear(duration: 0.3))
    #expect(animations.shared.own.release == AnimationSpec.none)
    #expect(animations.shared.shared.hover == .easeIn(duration: 0.05))
    let node = try StyleTreeEncoder.node(for: animations)
    #expect(try StyleTreeDecoder.value(SelectionAnimations.self, from: node) == animations)
    let json = try JSONEncoder().encode(animations)
    #expect(try JSONDecoder().decode(SelectionAnimations.self, from: json) == animations)
  }

  @Test func keyPathsThroughEitherPartReadTheField() {
    let animations = SelectionAnimations(selection: .linear(duration: 0.3), press: .none)
    let selection: KeyPath<SelectionAnimations, AnimationSpec> = \.selection
    let release: KeyPath<SelectionAnimations, AnimationSpec> = \.release
    #expect(animations[keyPath: selection] == .linear(duration: 0.3))
    #expect(animations[keyPath: release] == AnimationSpec.none)
    #expect(SelectionAnimations.resolvedFields.names == Self.selectionKeys)
  }
}
