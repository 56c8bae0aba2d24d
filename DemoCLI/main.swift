import DesignKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Exit codes: 0 success, 1 invalid input (a preset or document with errors), 2 usage errors.
exit(CLI(arguments: Array(CommandLine.arguments.dropFirst())).run())
