# Two commands do everything on a fresh Debian machine with the Swift toolchain:
#   make demo   installs what is missing, builds, and lints Examples/DemoApp
#   make test   installs what is missing, builds, and runs the whole suite
SWIFT ?= swift
PYTHON ?= python3
BIN := .build/debug/themelint
VENV := .venv

.PHONY: deps rules build demo test test-swift test-e2e release bench soak fuzz-build fuzz fuzz-smoke clean

deps:
	@./scripts/install-deps.sh

# rules/*.json are embedded in the binary; regenerate the Swift source from them before every build.
rules:
	@$(PYTHON) scripts/embed-rules.py

build: deps rules
	$(SWIFT) build

# Exit status 1 means "findings", which is what the demo is for; 2 means something broke.
demo: build
	@echo '$$ themelint check Examples/DemoApp'
	@$(BIN) check Examples/DemoApp; status=$$?; [ $$status -le 1 ] || exit $$status

$(VENV)/.installed: Tests/e2e/requirements.txt
	$(PYTHON) -m venv $(VENV)
	$(VENV)/bin/pip install --quiet --disable-pip-version-check -r Tests/e2e/requirements.txt
	touch $@

test: test-swift test-e2e fuzz-smoke

test-swift: deps rules
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

test-e2e: deps rules $(VENV)/.installed
	$(SWIFT) build
	THEMELINT_BIN=$(CURDIR)/$(BIN) $(VENV)/bin/python -m pytest -q Tests/e2e

release: deps rules
	$(SWIFT) build -c release

# Not part of `make test`: builds release, lints ~60 MB of real and generated Swift against the
# swift-syntax parse floor and swift-format, drives `themelint serve`, and writes BENCHMARKS.md.
# BENCH_ARGS="--work /tmp/themelint-bench" reuses prepared corpora; see Benchmarks/bench.py.
bench: deps rules
	$(PYTHON) Benchmarks/bench.py $(BENCH_ARGS)

# Not part of `make test` (Tests/e2e/test_soak.py runs one on six files on the debug build): an hour of
# editing, compressed, against the release build; fails when RSS grows past the bound in Benchmarks/soak.py.
# SOAK_ARGS="--edits 24000 --json soak.json" for a longer session or a saved summary.
soak: release
	$(PYTHON) Benchmarks/soak.py --bin .build/release/themelint $(SOAK_ARGS)

# libFuzzer targets (Fuzz/README.md): a separate package, every module built with the fuzzer and
# address sanitizers. `make fuzz` runs each target for FUZZ_SECONDS and prints executions per target;
# FUZZ_ARGS="--targets fuzz-engine" picks targets. `make fuzz-smoke` (the end of `make test`) runs each
# from the seeds only, with a fixed seed and run count (about 20 s each; FUZZ_SMOKE_SECONDS caps it),
# on an optimised debug build (-O without whole-module optimisation): about 3 minutes to build from
# scratch instead of 10 or more, at about half the speed.
FUZZ_SECONDS ?= 600
FUZZ_SMOKE_SECONDS ?= 90
FUZZ_SWIFT_FLAGS = --sanitize fuzzer --sanitize address \
	-Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library -Xswiftc -enable-testing

fuzz-build: deps rules
	cd Fuzz && $(SWIFT) build -c release $(FUZZ_SWIFT_FLAGS)
	$(PYTHON) Fuzz/seed.py

fuzz: fuzz-build
	$(PYTHON) Fuzz/fuzz.py --config release --seconds $(FUZZ_SECONDS) $(FUZZ_ARGS)

fuzz-smoke: deps rules
	cd Fuzz && $(SWIFT) build -c debug -Xswiftc -O $(FUZZ_SWIFT_FLAGS)
	$(PYTHON) Fuzz/seed.py
	$(PYTHON) Fuzz/fuzz.py --config debug --seconds $(FUZZ_SMOKE_SECONDS) --smoke

clean:
	rm -rf .build $(VENV)
