import DesignKitValues

/// The width a gallery sample that takes the width offered (a stretching control, a row, a field, a track) is laid
/// out at on a platform that shows such controls narrower than its screen, whatever width the gallery or the layout
/// audit offers (the platform's whole screen, `StyleEnvironment.Platform.sampleScreen`): text is judged at the width
/// where the platform shows it. Samples that keep their own width
/// (a check box, a square button) and screens (`Drawing.isScreen`, which are their platform's screen) are not
/// widened.
package enum SampleWidth {
  /// On tvOS: one column of the tvOS Human Interface Guidelines' two-column grid, where a TV shows a form or a list
  /// beside its artwork (the Settings app's right half): the 1920 pt screen less its 80 pt safe area on each side,
  /// less the grid's 40 pt between columns, halved. On a phone's 375 pt, tvOS's 29 pt body cut "Week" to "We…" in a
  /// four-segment picker; no TV lays a control out that narrow.
  package static let television = (1920.0 - 2 * 80 - 40) / 2

  /// The width stretching samples take on `platform`: `television` on tvOS; nil elsewhere, where the width offered
  /// is where they are judged (a phone's 375 pt, a watch's whole 162 pt screen; iPadOS, macOS and visionOS windows).
  package static func width(on platform: StyleEnvironment.Platform) -> Double? {
    platform == .tvOS ? television : nil
  }
}

extension Drawing {
  /// This sample at `environment`'s platform's sample width (`SampleWidth`) when it takes the width offered and is
  /// not a screen; else itself.
  package func atSampleWidth(in environment: StyleEnvironment) -> Drawing {
    guard let width = SampleWidth.width(on: environment.platform), !isScreen else { return self }
    let laidOut = DrawingLayout(layoutDirection: environment.layoutDirection, measurer: environment.textMeasurer)
      .layout(self, proposedWidth: width)
    // A sample narrower or wider than the width offered keeps its own width (a check box; a banner as wide as the
    // TV's screen); one that takes it is offered the platform's.
    guard abs(laidOut.width - width) <= 0.5 else { return self }
    return frame(width: width)
  }
}
