extension JSONValue: Codable {
  public init(from decoder: any Decoder) throws {
    if let keyed = try? decoder.container(keyedBy: AnyCodingKey.self) {
      var members: [JSONMember] = []
      for key in keyed.allKeys {
        members.append(JSONMember(key: key.stringValue, value: try keyed.decode(JSONValue.self, forKey: key)))
      }
      self.init(.object(members))
      return
    }
    if var unkeyed = try? decoder.unkeyedContainer() {
      var items: [JSONValue] = []
      while !unkeyed.isAtEnd { items.append(try unkeyed.decode(JSONValue.self)) }
      self.init(.array(items))
      return
    }
    let single = try decoder.singleValueContainer()
    if single.decodeNil() {
      self.init(.null)
    } else if let b = try? single.decode(Bool.self) {
      self.init(.bool(b))
    } else if let n = try? single.decode(Double.self) {
      self.init(.number(n))
    } else {
      self.init(.string(try single.decode(String.self)))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    switch kind {
    case .null:
      var c = encoder.singleValueContainer()
      try c.encodeNil()
    case .bool(let b):
      var c = encoder.singleValueContainer()
      try c.encode(b)
    case .number(let n):
      var c = encoder.singleValueContainer()
      try c.encode(n)
    case .string(let s):
      var c = encoder.singleValueContainer()
      try c.encode(s)
    case .array(let items):
      var c = encoder.unkeyedContainer()
      for item in items { try c.encode(item) }
    case .object(let members):
      var c = encoder.container(keyedBy: AnyCodingKey.self)
      for m in members { try c.encode(m.value, forKey: AnyCodingKey(m.key)) }
    }
  }
}
