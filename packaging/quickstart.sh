#!/usr/bin/env bash
# The README's quick start: install what is missing (Debian 12 packages only), build, then either
# start the app or run the whole test suite.
#
#   packaging/quickstart.sh app [ARGS…]   build (release preset) and start roofline-studio
#   packaging/quickstart.sh test          build with AddressSanitizer + UBSan (asan preset) and run
#                                         every test with ctest, then every fuzz target for
#                                         ROOFLINE_FUZZ_SECONDS (default 5) each when clang is
#                                         available (fuzz preset)
#
# The suite runs once, sanitized: a second, release build of the same tests doubled CI's time (over 20
# minutes on 2 cores) and found nothing the sanitized run does not. The app command builds release.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$here"
mode="${1:-}"
[ $# -gt 0 ] && shift
case "$mode" in
app | test) ;;
*)
    echo "usage: $0 app [ARGS…] | test" >&2
    exit 2
    ;;
esac

# Build and test dependencies, one Debian package each (see docs/building.md "Dependencies").
packages=(
    cmake g++ ninja-build pkg-config
    qt6-base-dev qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools libgl-dev
    libqcustomplot-dev nlohmann-json3-dev zlib1g-dev libgtest-dev libbenchmark-dev
    desktop-file-utils appstream shared-mime-info
    fonts-dejavu-core fonts-noto-cjk qt6-translations-l10n poppler-utils
)
# Only for `test`: clang and its libFuzzer runtime, for the fuzz targets.
if [ "$mode" = test ]; then
    packages+=(clang libclang-rt-14-dev python3)
fi

missing=()
for package in "${packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$package")
    fi
done

if [ ${#missing[@]} -gt 0 ]; then
    echo "quickstart: installing ${missing[*]}"
    if [ "$(id -u)" -eq 0 ]; then
        as_root=()
    elif command -v sudo >/dev/null 2>&1; then
        as_root=(sudo)
    else
        echo "quickstart: these packages are missing and neither root nor sudo is available: ${missing[*]}" >&2
        exit 1
    fi
    export DEBIAN_FRONTEND=noninteractive
    "${as_root[@]}" apt-get update -q
    "${as_root[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}"
fi

if [ "$mode" = app ]; then
    cmake --preset release
    # Only the app: the test executables are a third of the build and are not needed to start it.
    cmake --build --preset release --target roofline-studio
    exec "$here/build/release/app/roofline-studio" "$@"
fi

# The whole suite under AddressSanitizer + UndefinedBehaviorSanitizer (leaks included; tests/lsan.supp
# silences leaks inside system libraries only).
cmake --preset asan
cmake --build --preset asan
ctest --preset asan
echo "quickstart: asan build and tests done after ${SECONDS} s"

# Every parser's fuzz target for a bounded time; any crash, sanitizer report or broken property fails.
if command -v clang++ >/dev/null 2>&1 \
    && [ -n "$(find /usr/lib/llvm-*/lib/clang -name 'libclang_rt.fuzzer-*.a' -print -quit 2>/dev/null)" ]; then
    cmake --preset fuzz
    cmake --build --preset fuzz
    tests/fuzz/run_fuzzers.sh "${ROOFLINE_FUZZ_SECONDS:-5}"
    echo "quickstart: fuzzing done after ${SECONDS} s"
else
    echo "quickstart: clang with libFuzzer is not installed; the fuzz targets were not run" >&2
fi
