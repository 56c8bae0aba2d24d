#!/usr/bin/env bash
# Type-checks the SwiftUI face on Linux against declarations-only SwiftUI, UIKit and AppKit modules (Interface/), in
# Swift 6 language mode, so a type error, a wrong signature or an isolation mistake fails here as it would on a Mac.
#
#   Scripts/check-swiftui.sh               check the face (and the README's SwiftUI example and the demo app)
#   Scripts/check-swiftui.sh --self-test   prove a type error planted in a face file makes the check fail
#   Scripts/check-swiftui.sh --inventory   count the interface's declarations; fail on any without a `// Source:`
#
# Environment (paths absolute or relative to the repository root): FACE_DIR (default Sources/DesignKitSwiftUI),
# DEMO_DIR (default Examples/DesignKitDemo), README_FILE (default README.md), so the same script checks a scratch
# face: FACE_DIR=/tmp/face-scratch Scripts/check-swiftui.sh. With no face files yet, the check emits the interface
# modules and passes with a note, and --self-test plants its error in a one-view stand-in.
#
# 1. `swift build --target DesignKit` builds the engine and the catalog the face imports; their .swiftmodule files are
#    found under `swift build --show-bin-path` (Modules/ on this toolchain, the bin folder itself on older ones).
# 2. The interface modules are emitted once and reused while Interface/ and this script are unchanged:
#    .build-swiftui/SwiftUI, .build-swiftui/UIKit and .build-swiftui-appkit/AppKit (apart, so the AppKit pass does
#    not see UIKit: a real iOS SDK has no AppKit, a real macOS SDK no UIKit). They are built with library evolution,
#    as the SDK's are: an opaque `some View` stays opaque to the face (their fatalError() bodies would otherwise
#    show through as Never and mark the face's code unreachable), and a switch over a non-frozen enum needs
#    `@unknown default` as it does on a Mac.
# 3. Two passes type-check every $FACE_DIR/**/*.swift as module DesignKitSwiftUI, with the README's example (the
#    first ```swift block after a `## SwiftUI` heading) beside them: pass 1 with SwiftUI + UIKit, pass 2 with
#    SwiftUI + AppKit, so both branches of `#if canImport(UIKit) ... #elseif canImport(AppKit)` are checked.
#    Each pass is a whole-module -emit-module (which runs the SIL diagnostics as well, where Swift 6 reports region
#    isolation errors that -typecheck misses); when $DEMO_DIR exists, the demo is then checked the same way as module
#    DesignKitDemo against the face's module (-parse-as-library: the demo has an @main App).
# Fails on any compiler error and prints the compiler's diagnostics; warnings are printed and counted, not fatal.
# --self-test copies the face to a temporary folder, plants `let _: Int = "not an int"` in a function inside the first
# file's last `#endif`, and passes only if the check then fails on that line in both passes.
# Not checked here: code under `#if os(iOS)` / `#if os(macOS)` (Linux is neither), and availability (`@available`
# for iOS and macOS is not enforced on Linux; --inventory lists the declarations newer than iOS 17 / macOS 14).
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
face_dir="${FACE_DIR:-Sources/DesignKitSwiftUI}"
demo_dir="${DEMO_DIR:-Examples/DesignKitDemo}"
readme="${README_FILE:-README.md}"
out="$root/.build-swiftui"
out_appkit="$root/.build-swiftui-appkit"
# The face is in the same package as the kit (SwiftPM names a root package after its folder, lowercased): its
# conformances of the catalog's components to View are not retroactive, and package symbols are visible as in a build.
# SwiftPM passes the name as a C identifier (a worktree `wt-previews` is `wt_previews`), so this does too.
swift_flags=(-swift-version 6 -package-name "$(basename "$PWD" | tr '[:upper:]' '[:lower:]' | sed 's/[^a-z0-9_]/_/g')")

step_start=0
step() { step_start=$(date +%s%N); printf 'check-swiftui: %s ... ' "$1"; }
done_step() {
  local ms=$((($(date +%s%N) - step_start) / 1000000))
  printf '%s (%d.%d s)\n' "${1:-ok}" $((ms / 1000)) $((ms % 1000 / 100))
}

# Prints a compiler log: its errors and warnings in full (the log is the compiler's own diagnostics).
show_log() { [ -s "$1" ] && sed 's/^/  /' "$1"; return 0; }
count() { grep -c "$1" "$2" 2>/dev/null || true; }

# --- --inventory ----------------------------------------------------------------------------------------------------
if [ "${1:-}" = "--inventory" ]; then
  step_start=$(date +%s%N)
  status=0
  python3 - "$face_dir" Interface/SwiftUI Interface/UIKit Interface/AppKit Interface/StringDrawing <<'PY' || status=$?
import os, re, sys, glob

face_dir, modules = sys.argv[1], sys.argv[2:]
KEYWORDS = r'(func|var|let|init\??|subscript|struct|enum|class|protocol|typealias|associatedtype|actor|case)'
MODIFIERS = r'(?:(?:public|open|nonisolated(?:\(unsafe\))?|static|class|mutating|final|override|convenience|required|indirect|@\w+(?:\([^)]*\))?)\s+)*'
decl_re = re.compile(r'^\s*' + MODIFIERS + KEYWORDS + r'\b')
name_re = re.compile(r'\b(?:func|var|let|struct|enum|class|protocol|typealias|associatedtype|actor|case)\s+`?(\w+)')

ATTR = re.compile(r'@\w+(?:\([^()]*(?:\([^()]*\)[^()]*)*\))?\s*')

def attribute_lines(lines):
    """Indices of attribute-only lines: `@frozen`, `@available(...)`, and an attribute's parenthesised continuation."""
    marks, i = set(), 0
    while i < len(lines):
        s = lines[i].strip()
        if s.startswith('@'):
            depth = s.count('(') - s.count(')')
            if depth > 0:  # an attribute that spans lines
                marks.add(i)
                while depth > 0 and i + 1 < len(lines):
                    i += 1
                    marks.add(i)
                    depth += lines[i].count('(') - lines[i].count(')')
            else:
                rest = s
                while rest.startswith('@'):
                    m = ATTR.match(rest)
                    if not m:
                        break
                    rest = rest[m.end():]
                if rest == '' or rest.startswith('//'):
                    marks.add(i)
        i += 1
    return marks

total, untraced, cases, cases_untraced, newer, names = 0, [], 0, 0, [], set()
per_module = {}
for module in modules:
    n = 0
    for path in sorted(glob.glob(os.path.join(module, '*.swift'))):
        lines = open(path, encoding='utf-8').read().split('\n')
        attrs = attribute_lines(lines)
        stack = []  # kinds of the enclosing braces: 'public-type', 'protocol', 'other'
        for i, line in enumerate(lines):
            s = line.strip()
            code = re.sub(r'//.*', '', s)
            enclosing = stack[-1] if stack else None
            is_public = re.search(r'\b(public|open)\b', code) is not None
            m = decl_re.match(code) if not s.startswith('//') and i not in attrs else None
            counted = False
            if m:
                kind = m.group(1)
                in_protocol = enclosing == 'protocol'
                if kind == 'case':
                    if enclosing == 'public-type':
                        counted = 'case'
                elif is_public or in_protocol:
                    counted = 'decl'
            if counted:
                j = i - 1
                while j >= 0 and j in attrs:
                    j -= 1
                traced = False
                while j >= 0 and lines[j].strip().startswith('//'):
                    if lines[j].strip().startswith('// Source:'):
                        traced = True
                    j -= 1
                nm = name_re.search(code)
                if nm:
                    names.add(nm.group(1))
                if counted == 'case':
                    cases += 1
                    cases_untraced += not traced
                else:
                    total += 1
                    n += 1
                    if not traced:
                        untraced.append(f'{path}:{i + 1}: {s}')
                    # Availability newer than the face's deployment target (iOS 17, macOS 14).
                    k = i - 1
                    avail = ''
                    while k >= 0 and k in attrs:
                        avail += lines[k]
                        k -= 1
                    ios = re.search(r'iOS (\d+)\.(\d+)', avail)
                    mac = re.search(r'macOS (\d+)\.(\d+)', avail)
                    if (ios and (int(ios.group(1)), int(ios.group(2))) > (17, 0)) or \
                       (mac and (int(mac.group(1)), int(mac.group(2))) > (14, 0)):
                        newer.append(f'{os.path.basename(path)}:{i + 1}: {s}')
            # Track braces to know whether a member sits in a protocol or a public type.
            opens, closes = code.count('{'), code.count('}')
            if opens > closes:
                if re.search(r'\bprotocol\b', code) and is_public:
                    kinds = 'protocol'
                elif re.search(r'\b(struct|enum|class|actor|extension)\b', code):
                    kinds = 'public-type' if is_public or code.startswith('extension') or 'extension ' in code else 'other'
                else:
                    kinds = 'other'
                stack.extend([kinds] * (opens - closes))
            elif closes > opens:
                for _ in range(closes - opens):
                    if stack:
                        stack.pop()
    per_module[os.path.basename(module)] = n

print('check-swiftui inventory:')
for module, n in per_module.items():
    print(f'  {module}: {n} declarations')
print(f'  total: {total} declarations (public/open members and protocol requirements; extensions not counted), '
      f'{total - len(untraced)} traced to a `// Source:` comment; {cases} enum cases, '
      f'{cases - cases_untraced} of them traced too (cases are exempt)')
if newer:
    print(f'  {len(newer)} declarations are newer than the face\'s deployment target (iOS 17 / macOS 14); '
          'a face that uses one needs `if #available`:')
    for entry in newer:
        print('    ' + entry)
face_files = sorted(glob.glob(os.path.join(face_dir, '**', '*.swift'), recursive=True))
if face_files:
    words = set()
    for path in face_files:
        words |= set(re.findall(r'\b[A-Za-z_]\w*\b', re.sub(r'//.*', '', open(path, encoding='utf-8').read())))
    used = sorted(names & words)
    print(f'  the face ({face_dir}, {len(face_files)} files) mentions {len(used)} of the interface\'s {len(names)} '
          'declared names (a rough count by name: a name the face also uses for its own things counts too)')
else:
    print(f'  no face files in {face_dir}: nothing to count references in')
if untraced:
    print(f'check-swiftui inventory: FAILED, {len(untraced)} declarations have no `// Source:` comment:')
    for entry in untraced:
        print('  ' + entry)
    sys.exit(1)
print('check-swiftui inventory: every declaration is traced')
PY
  done_step "check-swiftui inventory: done"
  exit $status
fi

# --- --self-test ----------------------------------------------------------------------------------------------------
if [ "${1:-}" = "--self-test" ]; then
  self_test_start=$SECONDS
  tmp="$(mktemp -d)"
  trap 'rm -rf "$tmp"' EXIT
  mkdir -p "$tmp/face"
  if [ -d "$face_dir" ] && [ -n "$(find "$face_dir" -name '*.swift' | head -1)" ]; then
    cp -R "$face_dir"/. "$tmp/face"
  else
    # No face yet: prove the mechanism on a one-view stand-in, so CI still shows a planted error is caught.
    echo "check-swiftui --self-test: no face files in $face_dir yet; planting the error in a one-view stand-in"
    printf '%s\n' '#if canImport(SwiftUI)' 'import SwiftUI' \
      'struct SelfTestStandIn: View { var body: some View { Text("stand-in") } }' '#endif' >"$tmp/face/StandIn.swift"
  fi
  victim="$(find "$tmp/face" -name '*.swift' | LC_ALL=C sort | head -1)"
  # Plant the error inside the file's last `#endif` (every face file sits in `#if canImport(SwiftUI)`), so the
  # check compiles it; a file without `#if` gets it at the end.
  marker='__checkSwiftUISelfTest'
  python3 - "$victim" "$marker" <<'PY'
import sys
path, marker = sys.argv[1], sys.argv[2]
lines = open(path, encoding='utf-8').read().rstrip('\n').split('\n')
planted = f'func {marker}() {{ let _: Int = "not an int" }}'
ends = [i for i, l in enumerate(lines) if l.strip().startswith('#endif')]
if ends:
    lines.insert(ends[-1], planted)
else:
    lines.append(planted)
open(path, 'w', encoding='utf-8').write('\n'.join(lines) + '\n')
PY
  echo "check-swiftui --self-test: planted \`let _: Int = \"not an int\"\` in a copy of $(basename "$victim")"
  log="$tmp/self-test.log"
  if FACE_DIR="$tmp/face" DEMO_DIR="$tmp/no-demo" README_FILE="$tmp/no-readme" CHECK_SWIFTUI_SKIP_BUILD=1 \
    bash "$0" >"$log" 2>&1; then
    cat "$log"
    echo "check-swiftui --self-test: FAILED, the check passed with a type error in $(basename "$victim")" >&2
    exit 1
  fi
  hits="$(grep -c "$(basename "$victim"):[0-9]*:[0-9]*: error: cannot convert value of type 'String' to specified type 'Int'" "$log" || true)"
  if [ "$hits" -lt 2 ]; then
    cat "$log"
    echo "check-swiftui --self-test: FAILED, the check failed, but not on the planted error in both passes" >&2
    exit 1
  fi
  grep -E "^check-swiftui: (type-check|emit|interface)" "$log" | sed 's/^/  /'
  grep ": error: cannot convert value of type 'String'" "$log" | sed 's/^ */  /'
  echo "check-swiftui --self-test: ok, the planted type error made the check fail, in the UIKit and the AppKit pass" \
    "($((SECONDS - self_test_start)) s)"
  exit 0
fi

[ $# -eq 0 ] || { echo "usage: $0 [--self-test | --inventory]" >&2; exit 2; }

# --- 1. the library modules the face imports ------------------------------------------------------------------------
bin="$(swift build --show-bin-path)"
if [ "${CHECK_SWIFTUI_SKIP_BUILD:-0}" = 1 ] && [ -f "$bin/Modules/DesignKitCore.swiftmodule" -o -f "$bin/DesignKitCore.swiftmodule" ]; then
  echo "check-swiftui: swift build --target DesignKit skipped (CHECK_SWIFTUI_SKIP_BUILD=1, modules present)"
else
  step "swift build --target DesignKit"
  build_log="$(mktemp)"
  if ! swift build --target DesignKit >"$build_log" 2>&1; then
    echo "FAILED"; show_log "$build_log"; exit 1
  fi
  rm -f "$build_log"
  done_step
fi
if [ -f "$bin/Modules/DesignKitCore.swiftmodule" ]; then lib_modules="$bin/Modules"; else lib_modules="$bin"; fi
[ -f "$lib_modules/DesignKitCatalog.swiftmodule" ] || { echo "check-swiftui: no DesignKit modules in $lib_modules" >&2; exit 1; }

# --- 2. the interface modules ---------------------------------------------------------------------------------------
# emit NAME OUT_DIR [FLAGS...]: emits Interface/NAME/*.swift as module NAME into OUT_DIR/NAME, unless it is newer than
# its sources; FLAGS go to the compiler (UIKit sees the SwiftUI interface: its text input modifiers extend `View`).
# UIKit and AppKit both take Interface/StringDrawing, the string-drawing API both SDKs declare alike.
emit() {
  local name="$1" dir="$2/$1"
  shift 2
  local module="$dir/$name.swiftmodule"
  # UIKit is built against the SwiftUI interface, so it is stale when that changes too.
  local sources=("Interface/$name" "$0")
  local files=(Interface/"$name"/*.swift)
  [ "$name" = UIKit ] && sources+=("Interface/SwiftUI")
  if [ "$name" = UIKit ] || [ "$name" = AppKit ]; then
    sources+=("Interface/StringDrawing")
    files+=(Interface/StringDrawing/*.swift)
  fi
  if [ -f "$module" ] && [ -z "$(find "${sources[@]}" -newer "$module" -print -quit)" ]; then
    echo "check-swiftui: interface $name is up to date ($module)"
    return 0
  fi
  step "emit interface module $name"
  rm -rf "$dir" && mkdir -p "$dir"
  local log="$dir/emit.log"
  if ! swiftc -wmo -parse-as-library -emit-module -enable-library-evolution -module-name "$name" "${swift_flags[@]}" \
    "$@" "${files[@]}" -emit-module-path "$module" >"$log" 2>&1; then
    echo "FAILED"; show_log "$log"; exit 1
  fi
  done_step
}
emit SwiftUI "$out"
emit UIKit "$out" -I "$out/SwiftUI"
emit AppKit "$out_appkit"

# --- 3. the face, the README example and the demo, once per platform kit --------------------------------------------
mapfile -t face_files < <(find "$face_dir" -name '*.swift' 2>/dev/null | LC_ALL=C sort)
if [ ${#face_files[@]} -eq 0 ]; then
  echo "check-swiftui: note: no face files in $face_dir yet; the interface modules compile, there is nothing else to check"
  exit 0
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
readme_files=()
if [ -f "$readme" ] && grep -q '^## SwiftUI' "$readme"; then
  # The first ```swift block after the first heading that starts with `## SwiftUI`.
  awk '/^## SwiftUI/ { inside = 1; next } inside && /^```swift/ { block = 1; next } block && /^```/ { exit } block' \
    "$readme" >"$work/readme.swift"
  if [ ! -s "$work/readme.swift" ]; then
    echo "check-swiftui: $readme has a \`## SwiftUI\` heading but no \`\`\`swift block after it" >&2
    exit 1
  fi
  # Top-level statements are only allowed in main.swift; an example with an @main type is a library file.
  if grep -q '@main' "$work/readme.swift"; then mv "$work/readme.swift" "$work/ReadmeExample.swift"
  else mv "$work/readme.swift" "$work/main.swift"; fi
  readme_files=("$work"/*.swift)
  echo "check-swiftui: the README's SwiftUI example ($(wc -l <"${readme_files[0]}") lines) is checked with the face"
else
  echo "check-swiftui: note: $readme has no \`## SwiftUI\` heading yet; its example is not checked"
fi
demo_files=()
if [ -d "$demo_dir" ]; then
  mapfile -t demo_files < <(find "$demo_dir" -name '*.swift' | LC_ALL=C sort)
fi
[ ${#demo_files[@]} -gt 0 ] || echo "check-swiftui: note: no demo app in $demo_dir; only the face is checked"

failed=0
warnings=0
# compile LOG SWIFTC_ARGS...: runs swiftc with its diagnostics in LOG, ends the step ok or FAILED (setting `failed`),
# adds its warnings to `warnings` and prints its diagnostics.
compile() {
  local log="$1"
  shift
  if swiftc "$@" >"$log" 2>&1; then
    done_step "ok, $(count ': warning: ' "$log") warnings"
  else
    done_step "FAILED, $(count ': error: ' "$log") errors"
    failed=1
  fi
  warnings=$((warnings + $(count ': warning: ' "$log")))
  show_log "$log"
}
# check_pass LABEL KIT_DIR: type-checks the face (and README example), then the demo, with SwiftUI + the kit in KIT_DIR.
check_pass() {
  local label="$1" kit_dir="$2"
  local includes=(-I "$out/SwiftUI" -I "$kit_dir" -I "$lib_modules")
  local face_out="$work/$label/face"
  mkdir -p "$face_out"
  local parse_flags=()
  # Without an @main in the README's main.swift, every face file is a library file either way; -parse-as-library is
  # needed only when there is no main.swift (a face may declare an @main App).
  [ -f "$work/main.swift" ] || parse_flags=(-parse-as-library)
  step "type-check the face with $label (${#face_files[@]} files${readme_files:+ + README example})"
  # A whole-module -emit-module, not -typecheck: it also runs the SIL diagnostics, where Swift 6 reports region
  # isolation errors ("sending ... risks causing data races") that -typecheck never sees; the demo imports its output.
  local mode=(-wmo -emit-module -emit-module-path "$face_out/DesignKitSwiftUI.swiftmodule")
  compile "$face_out/face.log" "${mode[@]}" "${parse_flags[@]}" -module-name DesignKitSwiftUI "${swift_flags[@]}" \
    "${includes[@]}" "${face_files[@]}" ${readme_files[@]+"${readme_files[@]}"}
  if [ ${#demo_files[@]} -gt 0 ] && [ -f "$face_out/DesignKitSwiftUI.swiftmodule" ]; then
    step "type-check the demo with $label (${#demo_files[@]} files)"
    compile "$face_out/demo.log" -wmo -emit-module -emit-module-path "$face_out/demo/DesignKitDemo.swiftmodule" \
      -parse-as-library -module-name DesignKitDemo "${swift_flags[@]}" -I "$face_out" "${includes[@]}" \
      "${demo_files[@]}"
  fi
}
check_pass "SwiftUI+UIKit" "$out/UIKit"
check_pass "SwiftUI+AppKit" "$out_appkit/AppKit"

if [ "$failed" -ne 0 ]; then
  echo "check-swiftui: FAILED (the compiler's diagnostics are above)" >&2
  exit 1
fi
echo "check-swiftui: ok, the face type-checks against SwiftUI with UIKit and with AppKit ($warnings warnings," \
  "$SECONDS s in all)"
