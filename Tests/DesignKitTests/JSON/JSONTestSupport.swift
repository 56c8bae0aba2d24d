import DesignKitCore

/// The diagnostic `JSONReader` throws for `text`, or nil when it parses.
func jsonError(_ text: String, limits: JSONReader.Limits = .default, file: String? = nil) -> Diagnostic? {
  do {
    _ = try JSONReader(limits: limits).parse(text, file: file)
    return nil
  } catch {
    return error
  }
}

/// The diagnostic `JSONReader` throws for `bytes`, or nil when they parse.
func jsonError(bytes: [UInt8], limits: JSONReader.Limits = .default) -> Diagnostic? {
  do {
    _ = try JSONReader(limits: limits).parse(bytes)
    return nil
  } catch {
    return error
  }
}

/// Line and column of `offset` computed independently of the reader: `\n`, `\r\n` and `\r` end lines, columns count
/// Unicode scalars (every byte that is not a UTF-8 continuation byte starts one).
func jsonReferenceLocation(of offset: Int, in bytes: [UInt8]) -> SourceLocation {
  var line = 1
  var column = 1
  var i = 0
  while i < offset, i < bytes.count {
    let byte = bytes[i]
    if byte == 0x0D, i + 1 < bytes.count, bytes[i + 1] == 0x0A {
      i += 2
      line += 1
      column = 1
      continue
    }
    if byte == 0x0A || byte == 0x0D {
      line += 1
      column = 1
    } else if byte & 0xC0 != 0x80 {
      column += 1
    }
    i += 1
  }
  return SourceLocation(line: line, column: column, offset: offset)
}
