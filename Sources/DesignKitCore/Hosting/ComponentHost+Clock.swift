extension ComponentHost {
  /// Whether frames change around `time`: a style or presentation still animating, a loop running, or what the
  /// clock drives (a marquee's leg, a counter's roll) drawn differently a sixtieth of a second later. A face draws
  /// every display frame only while this holds and rests otherwise (a shown toast counting down its time rests).
  public func isMoving(at time: Double) -> Bool {
    if time < settleTime { return true }
    let t = max(time, lastChange)
    guard C.Machine.clockEvent(advancingTo: t) != nil else { return false }
    return (try? drawn(at: t).2) != (try? drawn(at: t + 1.0 / 60).2)
  }

  /// When the clock next changes the visual state or the value by itself (a toast's display time running out, a
  /// pager settling), within `horizon` seconds of now, to the millisecond; nil when nothing is due. A face that
  /// rests wakes then instead of drawing every frame.
  public func nextClockChange(within horizon: Double = 60) -> Double? {
    func changes(by time: Double) -> Bool {
      guard let tick = C.Machine.clockEvent(advancingTo: time) else { return false }
      var machine = session.machine
      _ = machine.send(tick)
      return machine.visualState != session.state || machine.currentValue != session.value
    }
    guard changes(by: now + horizon) else { return nil }
    var low = now
    var high = now + horizon
    while high - low > 0.0005 {
      let middle = (low + high) / 2
      if changes(by: middle) { high = middle } else { low = middle }
    }
    return high
  }
}
