// The leaf layer's enums are style choices here, where `StyleChoice` lives: the leaves name nothing above them.

extension AxisDirection: StyleChoice {}
extension CornerStyle: StyleChoice {}
