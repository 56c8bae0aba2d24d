import DesignKit
import Testing

/// Scenarios of the lists: separators, child models, the accordion's disclosure.
@Suite struct ListsTests {
  @Test func separatorsFollowTheModel() throws {
    var model = VBaseListModel()
    #expect(VBaseList(model: model, rows: ["a", "b", "c"]).separatorCount == 2)
    model.misc.showsLastSeparator = true
    #expect(VBaseList(model: model, rows: ["a", "b", "c"]).separatorCount == 3)
    model.misc.showsSeparators = false
    #expect(VBaseList(model: model, rows: ["a"]).separatorCount == 0)
  }

  @Test func aListKeepsItsRowsAndSheetAsChildModels() throws {
    var model = VListModel()
    model.sheet.layout.cornerRadius = 30
    model.list.layout.rows.minHeight = 60
    let list = VList(model: model, rows: ["Wi-Fi"])
    #expect(try list.sheet.resolvedStyle()["layout.cornerRadius.topLeading"] == .number(30))
    #expect(try list.list.resolvedStyle()["layout.rows.minHeight"] == .number(60))
    #expect(try list.resolvedStyle()["layout.sheet.cornerRadius.bottomTrailing"] == .number(30))
  }

  @Test func anAccordionsHeaderPressTogglesItAndADisabledOneKeepsItsExpansion() throws {
    let accordion = VAccordion(title: "Advanced", rows: ["Proxy"])
    #expect(accordion.accessibility.value == "collapsed")
    var session = try accordion.session()
    _ = session.send(.pointerDown)
    let up = session.send(.pointerUp)
    #expect(up?.toState == ValueState(.expanded, .enabled))
    #expect(up?.animation == .default)
    _ = session.send(.enabledChanged(false))
    #expect(session.send(.pointerDown) == nil)
    #expect(session.state == ValueState(.expanded, .disabled))
    #expect(
      try VAccordion(state: .init(.expanded), title: "x").resolvedStyle()["layout.chevronRotation"] == .number(90))
  }
}
