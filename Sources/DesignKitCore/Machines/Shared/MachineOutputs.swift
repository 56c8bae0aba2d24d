/// The outputs of one transition, in order: a small inline collection that does not allocate for up to
/// eight outputs without payload (a byte each), so that `send` stays allocation-free and cheap to copy on the
/// hot path; outputs with a payload (`valueChanged`, `fetchRequested`, `custom`, …) are kept in an array.
///
/// Reads like an array: `transition.outputs == [.actionFired]`, `outputs.contains(.focusLost)`.
public struct MachineOutputs: RandomAccessCollection, Hashable, Sendable, ExpressibleByArrayLiteral,
  CustomStringConvertible
{
  /// One byte per output among the first eight: the case of an output without payload, or 0 when the output
  /// is the next one of `payloads`.
  private var tags: UInt64 = 0
  /// Outputs with a payload among the first eight, in order, then every output after the eighth.
  private var payloads: [MachineOutput] = []
  /// The number of outputs.
  public private(set) var count: Int = 0

  /// No outputs.
  public init() {}

  /// One output.
  public init(_ output: MachineOutput) {
    append(output)
  }

  /// Outputs from a literal; allocates for the literal itself, so hot paths use `init()` and `append`.
  public init(arrayLiteral elements: MachineOutput...) {
    for e in elements { append(e) }
  }

  /// Adds an output at the end.
  public mutating func append(_ output: MachineOutput) {
    if count < 8, let tag = MachineOutputs.tag(of: output) {
      tags |= tag << (8 * UInt64(count))
    } else {
      payloads.append(output)
    }
    count += 1
  }

  /// Adds every output of `other` at the end.
  public mutating func append(contentsOf other: MachineOutputs) {
    for o in other { append(o) }
  }

  public var startIndex: Int { 0 }
  public var endIndex: Int { count }

  public subscript(position: Int) -> MachineOutput {
    guard position >= 0, position < count else { return .custom("missing", nil) }
    var payloadIndex = 0
    for i in 0..<Swift.min(position, 8) where (tags >> (8 * UInt64(i))) & 0xFF == 0 { payloadIndex += 1 }
    if position < 8, let output = MachineOutputs.output(tag: (tags >> (8 * UInt64(position))) & 0xFF) {
      return output
    }
    payloadIndex += Swift.max(0, position - 8)
    // Every index below `count` is filled by `append`; the fallback is unreachable but keeps the read total.
    return payloads.indices.contains(payloadIndex) ? payloads[payloadIndex] : .custom("missing", nil)
  }

  /// The tag of an output without payload; nil for outputs with one.
  @inline(__always)
  private static func tag(of output: MachineOutput) -> UInt64? {
    switch output {
    case .actionFired: 1
    case .longPressFired: 2
    case .focusGained: 3
    case .focusLost: 4
    case .presented: 5
    case .dismissed: 6
    case .dismissRequested: 7
    case .submitted: 10
    case .valueChanged, .destinationPushed, .urlOpened, .fetchRequested, .fetchCancelled, .haptic, .custom: nil
    }
  }

  private static func output(tag: UInt64) -> MachineOutput? {
    switch tag {
    case 1: .actionFired
    case 2: .longPressFired
    case 3: .focusGained
    case 4: .focusLost
    case 5: .presented
    case 6: .dismissed
    case 7: .dismissRequested
    case 10: .submitted
    default: nil
    }
  }

  public static func == (a: MachineOutputs, b: MachineOutputs) -> Bool { a.elementsEqual(b) }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for o in self { hasher.combine(o) }
  }

  /// The outputs' names joined with `, `; empty when there are none.
  public var description: String { map(\.description).joined(separator: ", ") }
}
