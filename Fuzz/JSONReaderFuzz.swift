// libFuzzer target 1: the JSON reader on arbitrary bytes.
//
// Built by Scripts/fuzz.sh with `swiftc -sanitize=fuzzer,address`, never by the package build. Any `Diagnostic` is
// an accepted outcome; a trap, a sanitizer report, a hang or a memory blow-up is a finding. A document that parses
// must also survive the writer: written compact and pretty, it reads back to the same structure.

import DesignKitCore

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSONReader(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes: [UInt8] = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  let value: JSONValue
  do {
    value = try JSONReader().parse(bytes, file: "input.json")
  } catch {
    // Formatting the message runs the code that names what was found (scalars, identifiers, paths).
    _ = error.description
    _ = error.path.description
    return 0
  }
  for indent in [0, 2] {
    let text = JSONWriter(indent: indent).string(value)
    do {
      let again = try JSONReader().parse(text, file: "rewritten.json")
      if !again.isStructurallyEqual(to: value) {
        fatalError("JSONWriter(indent: \(indent)) output reads back as a different document:\n\(text)")
      }
    } catch {
      fatalError("JSONWriter(indent: \(indent)) output does not read back: \(error)\n\(text)")
    }
  }
  return 0
}
