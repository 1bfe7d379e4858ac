#!/usr/bin/env bash
# Installs what a fresh Debian machine with the Swift toolchain lacks for building and testing
# themelint: json-c's headers (libjson-c-dev), pkg-config, Python's venv for the e2e tests, and
# valgrind (with binutils' objcopy) for the memory checks in Tests/e2e/test_memcheck.py.
set -euo pipefail

need=()
command -v pkg-config >/dev/null 2>&1 || need+=(pkg-config)
if ! pkg-config --exists json-c 2>/dev/null && [ ! -f /usr/include/json-c/json.h ]; then need+=(libjson-c-dev); fi
command -v python3 >/dev/null 2>&1 || need+=(python3)
python3 -c 'import venv, ensurepip' >/dev/null 2>&1 || need+=(python3-venv)
command -v valgrind >/dev/null 2>&1 || need+=(valgrind)
command -v objcopy >/dev/null 2>&1 || need+=(binutils)
command -v patch >/dev/null 2>&1 || need+=(patch)

if [ ${#need[@]} -gt 0 ]; then
    sudo=""
    if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
    echo "themelint: installing ${need[*]}"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi
