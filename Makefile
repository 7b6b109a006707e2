# The two set-up commands of README.md:
#   make run    install what is missing, build, list all 12 fundamental 8-queens solutions
#   make test   install what is missing, build, run the test suite (plain and ASan+UBSan)
#               and the fuzzers (clang, FUZZ_SECONDS each)
# and for everyday work and packaging:
#   make check  build, run the tests labelled quick (plain build only; about a minute)
#   make deb    build, then the Debian package $(BUILD)/chessy-sat_VERSION_ARCH.deb
BUILD    ?= build
SANITIZE ?= build-sanitize
JOBS     ?= $(shell nproc)
FUZZ_SECONDS ?= 60

.PHONY: all deps configure build run check test test-plain test-sanitize fuzz deb clean

all: build

deps:
	@scripts/install-deps.sh

configure: deps
	cmake -S . -B $(BUILD) -DCMAKE_BUILD_TYPE=Release

build: configure
	cmake --build $(BUILD) -j $(JOBS)

run: configure
	cmake --build $(BUILD) -j $(JOBS) --target chessy-sat
	$(BUILD)/chessy-sat models/queens8.txt --all

check: configure
	cmake --build $(BUILD) -j $(JOBS) --target chessy-sat chessy_tests
	ctest --test-dir $(BUILD) -L quick --output-on-failure -j $(JOBS)

test: test-plain test-sanitize fuzz

test-plain: build
	ctest --test-dir $(BUILD) --output-on-failure -j $(JOBS)

test-sanitize: deps
	cmake -S . -B $(SANITIZE) -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCHESSY_SANITIZE=ON
	cmake --build $(SANITIZE) -j $(JOBS)
	ctest --test-dir $(SANITIZE) --output-on-failure -j $(JOBS)

fuzz: deps
	tests/fuzz/run.sh $(FUZZ_SECONDS)

deb: configure
	cmake --build $(BUILD) -j $(JOBS) --target chessy-installed
	cd $(BUILD) && cpack -G DEB

clean:
	rm -rf $(BUILD) $(SANITIZE) build-fuzz
