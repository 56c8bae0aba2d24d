import DesignKit
import Testing

/// On a watch's 162 pt screen, with watchOS's own type scale, the families that stretch to the width keep their words
/// whole and their text uncut: they stack, drop icons, shrink or take a watch's narrower margins where a phone's
/// layout does not fit. That every component holds on a watch under every built-in preset is
/// `LayoutBatteryTests.noPlatformFindsALayoutProblemIOSDoesNot`'s; these pin the mechanisms.
@Suite struct WatchScreenTests {
  /// A row whose value does not fit beside its title on a watch puts it under the title, as an iOS value cell does
  /// when the two do not fit side by side; on a phone it stays beside it.
  @Test func aRowStacksWhereItsValueDoesNotFitBeside() throws {
    let row = VRow(leading: "Language", trailing: "English")
    func lines(_ platform: StyleEnvironment.Platform, width: Double) throws -> [Double] {
      let environment = StyleEnvironment(platform: platform)
      let drawing = try row.drawing(in: environment)
      let regions = DrawingLayout(measurer: environment.textMeasurer).regions(of: drawing, proposedWidth: width)
      return regions.texts.map(\.rect.y)
    }
    let phone = try lines(.iOS, width: 375)
    #expect(phone.count == 2 && phone[0] == phone[1])
    let watch = try lines(.watchOS, width: 120)
    #expect(watch.count == 2 && watch[1] > watch[0])
  }

  /// A candidate marked `fittingWithWordsWhole()` fits where its text can wrap between words in the width offered;
  /// an unmarked one only where its ideal width fits.
  @Test func aCandidateCanFitWithItsWordsWhole() {
    let title = Drawing.text("Airplane mode", font: Font(size: 16, textStyle: .body), color: .black)
    let icon = Drawing.empty.frame(width: 18, height: 18)
    let row = Drawing.hstack(spacing: 6, [icon, title])
    let stacked = Drawing.vstack(spacing: 6, alignment: .leading, [icon, title])
    let layout = DrawingLayout()
    func isRow(_ drawing: Drawing, width: Double) -> Bool {
      let texts = layout.regions(of: drawing, proposedWidth: width).texts
      return (texts.first?.rect.x ?? 0) > 0
    }
    let ideal = layout.layout(row).width
    let wrapped = Drawing.fitting([row.fittingWithWordsWhole(), stacked])
    // Narrower than its one line, wide enough for "Airplane" beside the icon: the marked row holds, the plain one stacks.
    #expect(isRow(wrapped, width: ideal - 30))
    #expect(!isRow(Drawing.fitting([row, stacked]), width: ideal - 30))
    // Too narrow for "Airplane" beside the icon: both stack.
    #expect(!isRow(wrapped, width: 60))
  }

  /// A watch sets Medium as Small and AX4 and AX5 as AX3: the audit draws it at the nine sizes it sets apart, and a
  /// phone at all twelve.
  @Test func aWatchIsDrawnAtTheSizesItSetsApart() throws {
    let badge = try #require(Catalog.registry["VBadge"])
    var audit = LayoutAudit()
    audit.platforms = [.watchOS]
    #expect(try audit.check(badge, in: .default).layoutsChecked == badge.states.count * 9 * 2 * 2)
    audit.platforms = [.iOS]
    #expect(try audit.check(badge, in: .default).layoutsChecked == badge.states.count * 12 * 2 * 2)
  }

  /// Margins halve on a watch, whose layout margins are half a phone's.
  @Test func marginsHalveOnAWatch() {
    let margins = Metrics.margins(Insets(horizontal: 16, vertical: 8))
    #expect(margins[.iOS] == Insets(horizontal: 16, vertical: 8))
    #expect(margins[.tvOS] == Insets(horizontal: 16, vertical: 8))
    #expect(margins[.watchOS] == Insets(horizontal: 8, vertical: 4))
  }
}
