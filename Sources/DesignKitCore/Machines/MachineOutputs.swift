/// The outputs of one transition, in order: a small inline collection that does not allocate for up to
/// four outputs, so that `send` stays allocation-free on the hot path.
///
/// Reads like an array: `transition.outputs == [.actionFired]`, `outputs.contains(.focusLost)`.
public struct MachineOutputs: RandomAccessCollection, Hashable, Sendable, ExpressibleByArrayLiteral,
  CustomStringConvertible
{
  private var first: MachineOutput?
  private var second: MachineOutput?
  private var third: MachineOutput?
  private var fourth: MachineOutput?
  private var overflow: [MachineOutput] = []
  /// The number of outputs.
  public private(set) var count: Int = 0

  /// No outputs.
  public init() {}

  /// One output.
  public init(_ output: MachineOutput) {
    first = output
    count = 1
  }

  /// Outputs from a literal; allocates for the literal itself, so hot paths use `init()` and `append`.
  public init(arrayLiteral elements: MachineOutput...) {
    for e in elements { append(e) }
  }

  /// Adds an output at the end.
  public mutating func append(_ output: MachineOutput) {
    switch count {
    case 0: first = output
    case 1: second = output
    case 2: third = output
    case 3: fourth = output
    default: overflow.append(output)
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
    let slot: MachineOutput?
    switch position {
    case 0: slot = first
    case 1: slot = second
    case 2: slot = third
    case 3: slot = fourth
    default: slot = overflow.indices.contains(position - 4) ? overflow[position - 4] : nil
    }
    // Every index below `count` is filled by `append`; the fallback is unreachable but keeps the read total.
    return slot ?? .custom("missing", nil)
  }

  public static func == (a: MachineOutputs, b: MachineOutputs) -> Bool { a.elementsEqual(b) }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for o in self { hasher.combine(o) }
  }

  /// The outputs' names joined with `, `; empty when there are none.
  public var description: String { map(\.description).joined(separator: ", ") }
}
