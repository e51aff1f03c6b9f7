#!/usr/bin/env bash
# Checks the README's quick start on a fresh Debian 12 machine that has only git, g++ and cmake:
# builds a minimal bookworm root with debootstrap, installs those three (and ca-certificates) in it,
# clones this repository into it, then, as root inside the chroot, times
#   1. packaging/quickstart.sh test   from the fresh clone (installs packages, builds, runs every
#      test suite quickstart.sh runs);
#   2. packaging/quickstart.sh app    from a clean build directory, with QT_QPA_PLATFORM=offscreen,
#      until the app is running; it must still be running APP_SECONDS later, then it is stopped.
# With --deb, first installs that package (without its Recommends) in the fresh root, checks that
# the command line and the app run from /usr/bin, and purges it again.
# The chroot is deleted at the end; the logs stay in the log directory.
#
#   sudo packaging/check-fresh-debian.sh [--ref REF] [--deb FILE] [--logs DIR] [--keep] [--mirror URL]
#
#   --ref REF     the commit, branch or tag to check (default: main)
#   --deb FILE    also check this roofline-studio .deb (from `cpack -G DEB`) on the fresh root
#   --logs DIR    where the logs go (default: /tmp/roofline-fresh-debian-logs)
#   --keep        keep the chroot (it is about 2 GB) instead of deleting it
#   --mirror URL  the Debian mirror (default: http://deb.debian.org/debian)
#
# Needs root, network access and debootstrap (apt-get install debootstrap).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
ref=main
logs=/tmp/roofline-fresh-debian-logs
keep=no
mirror=http://deb.debian.org/debian
app_seconds=10
deb=""

while [ $# -gt 0 ]; do
    case "$1" in
    --ref) ref="$2"; shift 2 ;;
    --deb) deb="$(realpath "$2")"; shift 2 ;;
    --logs) logs="$2"; shift 2 ;;
    --keep) keep=yes; shift ;;
    --mirror) mirror="$2"; shift 2 ;;
    *)
        sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed '$d; s/^# \{0,1\}//' >&2
        exit 2
        ;;
    esac
done

if [ "$(id -u)" -ne 0 ]; then
    echo "check-fresh-debian: needs root (debootstrap, chroot, mount)" >&2
    exit 1
fi
if ! command -v debootstrap >/dev/null 2>&1; then
    echo "check-fresh-debian: needs debootstrap (apt-get install debootstrap)" >&2
    exit 1
fi
commit="$(git -C "$here" rev-parse --verify "$ref^{commit}")"

mkdir -p "$logs"
root="$(mktemp -d /tmp/roofline-fresh-debian.XXXXXX)"
app_pid=""

# Unmount everything under the chroot before deleting it: a bind-mounted /dev must never be deleted.
cleanup() {
    if [ -n "$app_pid" ] && kill -0 "$app_pid" 2>/dev/null; then
        kill "$app_pid" 2>/dev/null || true
        wait "$app_pid" 2>/dev/null || true
    fi
    for mount_point in dev/pts dev proc sys; do
        if mountpoint -q "$root/$mount_point"; then
            umount -R "$root/$mount_point" || umount -R -l "$root/$mount_point"
        fi
    done
    if [ "$keep" = yes ]; then
        echo "check-fresh-debian: kept the chroot in $root"
    elif grep -q " ${root}/" /proc/self/mountinfo; then
        echo "check-fresh-debian: something is still mounted under $root; not deleting it" >&2
    else
        rm -rf --one-file-system "$root"
    fi
}
trap cleanup EXIT

# Every line of a step's output, with the time since the step started, into its log.
stamp() {
    local start=$SECONDS line
    while IFS= read -r line; do
        printf '%5ds %s\n' $((SECONDS - start)) "$line"
    done
}

in_chroot() {
    chroot "$root" /usr/bin/env -i HOME=/root LANG=C.UTF-8 TERM=dumb \
        PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin "$@"
}

echo "check-fresh-debian: $commit ($ref) in $root, logs in $logs"

start=$SECONDS
debootstrap --variant=minbase bookworm "$root" "$mirror" 2>&1 | stamp >"$logs/debootstrap.log"
cp /etc/resolv.conf "$root/etc/resolv.conf"
# No daemon may start inside the chroot.
printf '#!/bin/sh\nexit 101\n' >"$root/usr/sbin/policy-rc.d"
chmod +x "$root/usr/sbin/policy-rc.d"
mount -t proc proc "$root/proc"
mount --bind /dev "$root/dev"
mount --bind /dev/pts "$root/dev/pts"
mount -t sysfs sysfs "$root/sys"
{
    in_chroot apt-get update -q
    in_chroot env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends \
        git g++ cmake ca-certificates
} 2>&1 | stamp >>"$logs/debootstrap.log"
base_seconds=$((SECONDS - start))
echo "  fresh bookworm with git, g++, cmake:      ${base_seconds} s"

# 0. The .deb alone: its Depends must be enough to run on a machine without the build packages.
if [ -n "$deb" ]; then
    cp "$deb" "$root/tmp/roofline-studio.deb"
    set +e
    {
        in_chroot env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends \
            /tmp/roofline-studio.deb &&
            in_chroot roofline-studio --version &&
            in_chroot roofline-studio calc --chip tpu-v5e --op "matmul B=256 D=4096 F=4096" &&
            in_chroot bash -c '! ldd /usr/lib/x86_64-linux-gnu/qt6/plugins/platforms/libqxcb.so | grep "not found"' &&
            in_chroot test -e /usr/lib/x86_64-linux-gnu/qt6/plugins/iconengines/libqsvgicon.so &&
            in_chroot env QT_QPA_PLATFORM=offscreen timeout 5 roofline-studio
        echo "app status $? (124: still running after 5 s)"
    } 2>&1 | stamp >"$logs/deb.log"
    set -e
    if grep -q "app status 124 " "$logs/deb.log"; then
        deb_result="installs and runs (roofline-studio --version, calc, the app offscreen)"
    else
        deb_result="FAILED"
    fi
    in_chroot env DEBIAN_FRONTEND=noninteractive apt-get purge -y -q --autoremove roofline-studio 2>&1 |
        stamp >>"$logs/deb.log"
    echo "  $(basename "$deb") on the fresh root: ${deb_result}"
fi

git clone --quiet --no-hardlinks --no-checkout "$here" "$root/root/roofline-studio"
git -C "$root/root/roofline-studio" checkout --quiet --detach "$commit"

# 1. The test command, exactly as CI runs it, from the fresh clone.
start=$SECONDS
set +e
in_chroot bash -c 'cd /root/roofline-studio && packaging/quickstart.sh test' 2>&1 | stamp >"$logs/quickstart-test.log"
test_status=${PIPESTATUS[0]}
set -e
test_seconds=$((SECONDS - start))
echo "  quickstart.sh test: ${test_seconds} s, status ${test_status}"
# Each ctest summary and each phase time quickstart.sh prints.
grep -E 'tests passed|tests failed|quickstart: .* (done|not run|not installed)' "$logs/quickstart-test.log" |
    sed 's/^ *[0-9]*s /    /' || echo "    no ctest summary"

# 2. The app command from a clean build directory (the packages are there now). quickstart.sh execs
# the app, and every step up to it execs too, so the process started here becomes roofline-studio
# once the build is done.
rm -rf "$root/root/roofline-studio/build/release"
start=$SECONDS
(exec chroot "$root" /usr/bin/env -i HOME=/root LANG=C.UTF-8 TERM=dumb QT_QPA_PLATFORM=offscreen \
    PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
    bash -c 'cd /root/roofline-studio && exec packaging/quickstart.sh app') > >(stamp >"$logs/quickstart-app.log") 2>&1 &
app_pid=$!
app_binary="$root/root/roofline-studio/build/release/app/roofline-studio"
while kill -0 "$app_pid" 2>/dev/null && [ "$(readlink "/proc/$app_pid/exe" 2>/dev/null)" != "$app_binary" ]; do
    sleep 1
done
app_seconds_to_start=$((SECONDS - start))
app_result="did not start"
if kill -0 "$app_pid" 2>/dev/null; then
    sleep "$app_seconds"
    if kill -0 "$app_pid" 2>/dev/null; then
        app_result="running, still running ${app_seconds} s later"
    else
        app_result="started, then exited"
    fi
fi
if kill -0 "$app_pid" 2>/dev/null; then
    kill "$app_pid"
fi
set +e
wait "$app_pid"
app_status=$?
set -e
app_pid=""
echo "  quickstart.sh app (clean build, no packages to install): ${app_seconds_to_start} s to a running app; ${app_result} (status ${app_status})"

if [ "${deb_result:-}" = FAILED ] || [ "$test_status" -ne 0 ] || [ "$app_result" = "did not start" ] || [ "$app_result" = "started, then exited" ]; then
    echo "check-fresh-debian: FAILED, see $logs" >&2
    exit 1
fi
echo "check-fresh-debian: the quick start works on a fresh Debian 12"
