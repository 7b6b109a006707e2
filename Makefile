# The two set-up commands of README.md:
#   make run    install what is missing of the run group, build the command line, say in
#               one line which optional parts it has, list all 12 fundamental 8-queens solutions
#   make test   install what is missing of the test group (every package), build, run the
#               test suite (plain and ASan+UBSan) and the fuzzers (clang, FUZZ_SECONDS each)
# and for everyday work and packaging:
#   make check  build, run the tests labelled quick (plain build only; about 90 s)
#   make deb    build, then the Debian package $(BUILD)/chessy-sat_VERSION_ARCH.deb
#   make install  build, then put chessy-sat, its man page and bash completion under
#               PREFIX: ~/.local without root (bin/ there), /usr/local as root
# Each installs its group of scripts/install-deps.sh (run: make, make build, make run;
# test: make check, make test; deb: make deb).
BUILD    ?= build
SANITIZE ?= build-sanitize
JOBS     ?= $(shell nproc)
FUZZ_SECONDS ?= 60
PREFIX   ?= $(if $(filter 0,$(shell id -u)),/usr/local,$(HOME)/.local)

.PHONY: all deps deps-run deps-test deps-deb configure configure-run configure-test configure-deb \
        build run check test test-plain test-sanitize fuzz deb install install-built clean

all: build

deps:
	@scripts/install-deps.sh

deps-run deps-test deps-deb: deps-%:
	@scripts/install-deps.sh $*

# Ninja, where installed (the run group has it), for a new build folder: it compiles a
# floor's files while the floor below is still compiling, where Make's targets wait for
# each other (a fresh build of chessy-sat on 2 cores: 92 -> 85 s, docs/design.md "Build
# time"). A folder configured before keeps its generator.
NEW_GENERATOR = $$([ -f $(1)/CMakeCache.txt ] || ! command -v ninja >/dev/null || echo -G Ninja)

# The build folder configured once each group is there; CMake finds what is installed
# (the web server and the Python module are optional: CMakeLists.txt, cmake/Python.cmake).
configure: configure-run
configure-run configure-test configure-deb: configure-%: deps-%
	cmake -S . -B $(BUILD) $(call NEW_GENERATOR,$(BUILD)) -DCMAKE_BUILD_TYPE=Release

build: configure-run
	cmake --build $(BUILD) -j $(JOBS)

# optional-parts.txt: the line CMake wrote from what it configured (CMakeLists.txt).
run: configure-run
	cmake --build $(BUILD) -j $(JOBS) --target chessy-sat
	@cat $(BUILD)/optional-parts.txt
	$(BUILD)/chessy-sat problems/queens8.txt --all
	@scripts/path-hint.sh "$(BUILD)" "(or: make install)"

# The phases of make check and make test, each timed, with a table of their times and the
# slowest tests at the end (tests/run_phases.sh; issue 36).
PHASES = BUILD=$(BUILD) SANITIZE=$(SANITIZE) JOBS=$(JOBS) FUZZ_SECONDS=$(FUZZ_SECONDS) tests/run_phases.sh

check: deps-test
	$(PHASES) check

test: deps-test
	$(PHASES) plain sanitize fuzz

test-plain: deps-test
	$(PHASES) plain

test-sanitize: deps-test
	$(PHASES) sanitize

fuzz: deps-test
	$(PHASES) fuzz

deb: configure-deb
	cmake --build $(BUILD) -j $(JOBS) --target chessy-installed
	cd $(BUILD) && cpack -G DEB

# The program and what a shell finds of it (man chessy-sat, completion), without the
# library and the Python module (make deb packs those); PREFIX=DIR elsewhere, DESTDIR
# for a staging root. install-built: the copying alone, from a build made before.
install: configure-run
	cmake --build $(BUILD) -j $(JOBS) --target chessy-sat chessy-sat-man
	@$(MAKE) --no-print-directory install-built

install-built:
	install -D -m 755 "$(BUILD)/chessy-sat" "$(DESTDIR)$(PREFIX)/bin/chessy-sat"
	install -D -m 644 "$(BUILD)/chessy-sat.1.gz" "$(DESTDIR)$(PREFIX)/share/man/man1/chessy-sat.1.gz"
	install -D -m 644 completion/chessy-sat "$(DESTDIR)$(PREFIX)/share/bash-completion/completions/chessy-sat"
	@[ -n "$(DESTDIR)" ] || scripts/path-hint.sh "$(PREFIX)/bin"

clean:
	rm -rf $(BUILD) $(SANITIZE) build-fuzz
