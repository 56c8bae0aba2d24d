import DesignKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Exit codes: 0 success, 1 invalid input (a preset with errors), 2 usage errors.
let exitCode = CLI(arguments: Array(CommandLine.arguments.dropFirst())).run()
exit(exitCode)
