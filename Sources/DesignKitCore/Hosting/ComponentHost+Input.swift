import DesignKitValues

/// The touch sequence a host is following: where it went down, whether on the component, and what it has started.
struct HostGesture: Sendable {
  /// Whether a touch is down.
  var isActive = false
  /// Whether it went down inside the hit area (a touch that starts outside is an outside tap, if anything).
  var beganInside = false
  /// Whether a drag of a paged or presented component has started.
  var isDragging = false
  /// The laid-out height when the touch went down (a sheet's height a drag starts from).
  var startHeight = 0.0
  /// Whether the indirect pointer is over the component.
  var isHovering = false
  /// The marked part (a tab) the touch went down on, which shows its pressed look.
  var pressedPart: Int?
}

extension ComponentHost {
  /// The area that takes touches, in the frame's coordinates: the laid-out drawing, grown evenly to the
  /// component's target size (`targetSize`: at least its tappable width and height, and its margin on every side)
  /// where the drawing is smaller, as a 44-pt hit box grows round a 20-pt check box.
  public func hitArea(in frame: HostFrame) -> DrawingRect {
    var area = DrawingRect(x: 0, y: 0, width: frame.laidOut.width, height: frame.laidOut.height)
    guard let target = C.targetSize else { return area }
    let style = frame.style
    if let path = target.width, let width = try? style.number(path), width > area.width {
      area.x -= (width - area.width) / 2
      area.width = width
    }
    if let height = try? style.number(target.height), height > area.height {
      area.y -= (height - area.height) / 2
      area.height = height
    }
    if let path = target.margin, let margin = try? style.number(path), margin > 0 { area = area.outset(by: margin) }
    return area
  }

  /// Handles `input` at the current time: the machine events it means for this component, sent in order, and the
  /// steps they made.
  ///
  /// One mapping serves every machine, by the events its alphabet has (`Machine.Event.eventForms`):
  /// - a touch that goes down inside the hit area starts a press (`pointerDown`); moving reports how far outside
  ///   the hit area it is (`pointerMoved(distanceOutside:)`, negative inside), so the machine applies the
  ///   platform's slop and a touch that leaves and comes back still fires; lifting releases it there; a system
  ///   cancel ends it with no action. A touch that goes down outside is an outside tap where the machine has one
  ///   (`outsideTapped`: a modal's dimmed background), else ignored;
  /// - a slider's pointer is the fraction of the laid-out width it is at (from the right in right to left), on a thumb
  ///   when it is within the target's margin (`layout.hitBox`) of a thumb the drawing marks (`Drawing.part(_:)`), a
  ///   stepper's press is on its minus or plus half, a segmented picker's on the segment of that width's equal
  ///   parts (`indexedPartCount`), a wheel's drag is in rows of its `layout.minRowHeight`;
  /// - a touch on a marked part of the drawing (`Drawing.part(_:)`: a pager's tab) presses it (`tabPressed(i)`,
  ///   the tab under the point) and, lifted on the same part without a drag, taps it (`tabTapped(i)`); lifted
  ///   elsewhere or cancelled, the press is cancelled (`tabPressCancelled`);
  /// - a pager's drag starts on the first move and reports its horizontal translation (mirrored in right to left)
  ///   and ends with its velocity; a sheet's drag reports the height it would have; a swipe (a presentation's, a
  ///   toast's, a navigation stack's back swipe from the leading edge) reports its distance along its dominant axis
  ///   when it ends;
  /// - hover starts and ends as the pointer enters and leaves the hit area; keys go down, repeat and come up
  ///   where the machine takes them; focus, enabled-ness and assistive activation and adjustment map to their
  ///   events (an adjustment is the arrow key that increases or decreases, sent with focus by code where the
  ///   machine takes keys only while focused, or the stepper's plus or minus).
  ///
  /// Other parts are located by equal division of the laid-out width, not yet by regions the drawings declare (a
  /// segment as wide as its title and a vertical slider's track are not told apart from a point).
  @discardableResult
  public mutating func handle(_ input: HostInput) -> [ComponentTransition<C>] {
    var steps: [ComponentTransition<C>] = []
    for name in eventNames(for: input) {
      guard let event = C.Machine.Event(name: name), let step = send(event) else { continue }
      steps.append(step)
    }
    return steps
  }

  /// The event names `input` means for this component, updating the touch it follows.
  mutating func eventNames(for input: HostInput) -> [String] {
    let forms = Set(C.Machine.Event.eventForms.map { form in String(form.prefix { $0 != "(" }) })
    let allForms = C.Machine.Event.eventForms
    func speaks(_ prefix: String) -> Bool { allForms.contains { $0.hasPrefix(prefix) } }
    guard let frame = try? frame() else { return [] }
    let area = hitArea(in: frame)
    let isRightToLeft = environment.layoutDirection == .rightToLeft
    func fraction(_ p: HostPoint) -> Double {
      let width = max(frame.laidOut.width, 1)
      let f = min(max(p.x / width, 0), 1)
      return isRightToLeft ? 1 - f : f
    }
    // Laid out once per input, when first asked: a slider's press reads both its thumb and its track from them.
    var laidOutRegions: DrawingRegions?
    func regions() -> DrawingRegions {
      if let laidOutRegions { return laidOutRegions }
      let made = DrawingLayout(layoutDirection: environment.layoutDirection, measurer: environment.textMeasurer)
        .regions(of: frame.drawing, proposedWidth: proposedWidth, proposedHeight: proposedHeight)
      laidOutRegions = made
      return made
    }
    // Where along a track (a slider) `p` lies: on the axis and in the sense its `layout.direction` names (leading to
    // trailing when it names none), between the centres its thumb takes at either end, half a thumb in from each edge
    // as the track draws it (the whole length when it draws no thumb).
    func trackFraction(_ p: HostPoint) -> Double {
      let direction = (try? frame.style.choice("layout.direction", as: AxisDirection.self)) ?? .leadingToTrailing
      let vertical = direction.isVertical
      let half = regions().parts.first.map { (vertical ? $0.rect.height : $0.rect.width) / 2 } ?? 0
      let extent = (vertical ? frame.laidOut.height : frame.laidOut.width) - 2 * half
      let f = min(max(((vertical ? p.y : p.x) - half) / max(extent, 1), 0), 1)
      return direction.isReversed != (!vertical && isRightToLeft) ? 1 - f : f
    }
    let format = JSONWriter.format
    // The marked part (a tab) at `p` in the frame's drawing.
    func part(at p: HostPoint) -> Int? { regions().part(at: (p.x, p.y)) }
    // Whether `p` is on a slider's thumb (its marked parts), within the target's margin of one; a drawing without
    // thumbs is all thumb.
    func isOnThumb(_ p: HostPoint) -> Bool {
      let thumbs = regions().parts
      guard !thumbs.isEmpty else { return true }
      let margin = C.targetSize?.margin.flatMap { try? frame.style.number($0) } ?? 0
      return thumbs.contains { $0.rect.outset(by: max(margin, 0)).contains(p) }
    }
    switch input {
    case .touchDown(let p):
      gesture.isActive = true
      gesture.isDragging = false
      gesture.beganInside = area.contains(p)
      gesture.startHeight = frame.laidOut.height
      guard gesture.beganInside else { return [] }
      if speaks("tabPressed("), let tab = part(at: p) {
        gesture.pressedPart = tab
        return ["tabPressed(\(tab))"]
      }
      if speaks("pointerDown(at:") {
        return ["pointerDown(at: \(format(trackFraction(p)))" + (isOnThumb(p) ? ")" : ", onThumb: false)")]
      }
      if speaks("pointerDown(segment:"), let count = session.machine.indexedPartCount, count > 0 {
        return ["pointerDown(segment: \(min(count - 1, Int(fraction(p) * Double(count)))))"]
      }
      if speaks("pointerDown(minus") {
        let onLeadingHalf = (p.x < frame.laidOut.width / 2) != isRightToLeft
        return ["pointerDown(\(onLeadingHalf ? "minus" : "plus"))"]
      }
      return forms.contains("pointerDown") ? ["pointerDown"] : []
    case .touchMoved(let p, let translation, _):
      guard gesture.isActive, gesture.beganInside else { return [] }
      if speaks("pointerMoved(to:") { return ["pointerMoved(to: \(format(trackFraction(p))))"] }
      if speaks("pointerMoved(distanceOutside:") {
        return ["pointerMoved(distanceOutside: \(format(area.signedDistance(to: p))))"]
      }
      if speaks("pointerMoved(rows:") {
        let row = (try? frame.style.number("layout.minRowHeight")).flatMap { $0 > 0 ? $0 : nil } ?? 32
        return ["pointerMoved(rows: \(format(-translation.y / row)))"]
      }
      if speaks("dragMoved(translation:") {
        let x = isRightToLeft ? -translation.x : translation.x
        defer { gesture.isDragging = true }
        return (gesture.isDragging ? [] : ["dragStarted"]) + ["dragMoved(translation: \(format(x)))"]
      }
      if speaks("swipeChanged(translation:") {
        return ["swipeChanged(translation: \(format(translation.y)), height: \(format(frame.laidOut.height)))"]
      }
      if speaks("dragChanged(height:") {
        gesture.isDragging = true
        return ["dragChanged(height: \(format(gesture.startHeight - translation.y)))"]
      }
      return []
    case .touchUp(let p, let translation, let velocity):
      defer { gesture = HostGesture(isHovering: gesture.isHovering) }
      guard gesture.isActive else { return [] }
      guard gesture.beganInside else { return forms.contains("outsideTapped") ? ["outsideTapped"] : [] }
      var names: [String] = []
      if speaks("pointerMoved(distanceOutside:") {
        names.append("pointerMoved(distanceOutside: \(format(area.signedDistance(to: p))))")
      }
      if forms.contains("pointerUp") { names.append("pointerUp") }
      if speaks("dragEnded(velocity:"), gesture.isDragging {
        names.append("dragEnded(velocity: \(format(isRightToLeft ? -velocity.x : velocity.x)))")
      }
      if let tab = gesture.pressedPart, !gesture.isDragging {
        names.append(part(at: p) == tab ? "tabTapped(\(tab))" : "tabPressCancelled")
      }
      if speaks("dragEnded(height:"), gesture.isDragging {
        names.append(
          "dragEnded(height: \(format(gesture.startHeight - translation.y)), velocity: \(format(velocity.y)))")
      }
      if speaks("swipeEnded(translation:") {
        names.append(
          "swipeEnded(translation: \(format(translation.y)), velocity: \(format(velocity.y)), "
            + "height: \(format(frame.laidOut.height)))")
      }
      let dominant = abs(translation.y) >= abs(translation.x) ? translation.y : translation.x
      if speaks("swipeEnded(distance:"), !speaks("dragEnded(height:"), dominant != 0 {
        names.append("swipeEnded(distance: \(format(dominant)))")
      }
      if speaks("swipeBackEnded(distance:") {
        let startX = p.x - translation.x
        let fromLeadingEdge = isRightToLeft ? startX > frame.laidOut.width - 20 : startX < 20
        let distance = isRightToLeft ? -translation.x : translation.x
        if fromLeadingEdge, distance > 0 { names.append("swipeBackEnded(distance: \(format(distance)))") }
      }
      return names
    case .touchCancelled:
      defer { gesture = HostGesture(isHovering: gesture.isHovering) }
      guard gesture.isActive, gesture.beganInside else { return [] }
      if forms.contains("pointerCancelled") { return ["pointerCancelled"] }
      if gesture.pressedPart != nil, !gesture.isDragging { return ["tabPressCancelled"] }
      return gesture.isDragging && forms.contains("dragCancelled") ? ["dragCancelled"] : []
    case .hover(let p):
      let isOver = p.map(area.contains) ?? false
      guard isOver != gesture.isHovering else { return [] }
      gesture.isHovering = isOver
      return [isOver ? "hoverStarted(mouse)" : "hoverEnded"]
    case .key(let key, let phase):
      switch phase {
      case .down: return ["keyDown(\(key.rawValue))"]
      case .repeat: return ["keyRepeated(\(key.rawValue))"]
      case .up: return ["keyUp(\(key.rawValue))"]
      }
    case .focus(let source):
      return [source.map { "focusGained(\($0.rawValue))" } ?? "focusLost"]
    case .enabled(let isEnabled):
      return ["enabledChanged(\(isEnabled))"]
    case .accessibilityActivated:
      if forms.contains("accessibilityActivated") { return ["accessibilityActivated"] }
      return forms.contains("pointerDown") && forms.contains("pointerUp") ? ["pointerDown", "pointerUp"] : []
    case .accessibilityAction(let event):
      return [event]
    case .textEdited(let text):
      return speaks("textChanged(to:") ? ["textChanged(to: \(EventName.quoted(text)))"] : []
    case .textSubmitted:
      return forms.contains("submitKeyPressed") ? ["submitKeyPressed"] : []
    case .accessibilityAdjusted(let increments):
      if speaks("accessibilityActivated(minus") { return ["accessibilityActivated(\(increments ? "plus" : "minus"))"] }
      let key =
        speaks("pointerMoved(rows:") ? (increments ? "arrowDown" : "arrowUp") : (increments ? "arrowUp" : "arrowDown")
      // An assistive technology's focus is not keyboard focus: a machine that takes keys only while focused is
      // focused for the adjustment (by code: no ring) and left as it was.
      guard forms.contains("focusGained"), !session.machine.probe.isFocused else { return ["keyDown(\(key))"] }
      return ["focusGained(program)", "keyDown(\(key))", "focusLost"]
    }
  }
}

extension DrawingRect {
  /// Whether `point` lies inside (edges included).
  func contains(_ point: HostPoint) -> Bool {
    point.x >= x && point.x <= x + width && point.y >= y && point.y <= y + height
  }

  /// How far `point` is outside: the distance to the nearest edge, negative inside.
  func signedDistance(to point: HostPoint) -> Double {
    let dx = max(x - point.x, point.x - (x + width))
    let dy = max(y - point.y, point.y - (y + height))
    if dx <= 0, dy <= 0 { return max(dx, dy) }
    return (max(dx, 0) * max(dx, 0) + max(dy, 0) * max(dy, 0)).squareRoot()
  }
}
