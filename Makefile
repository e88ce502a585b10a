# A thin front to meson: `make test` and `make demo` set everything up from
# a fresh Debian 12 machine.  The build itself is meson's (meson.build).

BUILD      := build
ASAN_BUILD := build-asan
DEBS       := libglib2.0-dev libjson-glib-dev libcsv-dev libcmocka-dev \
              meson ninja-build pkg-config gcc librsvg2-bin graphviz \
              libsoup-3.0-dev nodejs chromium
HOLOCRON   := $(BUILD)/src/cli/holocron
# sanitizer reports fail the run instead of scrolling past
SAN_ENV    := ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 \
              UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1

.PHONY: all deps setup build test demo asan valgrind clean format format-check \
        fuzz

all: build

# Install what is missing: as root with apt-get, otherwise say how.
deps:
	@missing=""; \
	for p in $(DEBS); do \
	  dpkg-query -W -f='$${Status}\n' $$p 2>/dev/null \
	    | grep -q '^install ok installed$$' || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" = 0 ]; then \
	    echo "installing:$$missing"; \
	    apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y $$missing; \
	  else \
	    echo "holocron needs these Debian packages:$$missing"; \
	    echo "install them with:"; \
	    echo "  sudo apt-get install$$missing"; \
	    exit 1; \
	  fi; \
	fi

$(BUILD)/build.ninja: | deps
	meson setup --werror $(BUILD)

setup: deps $(BUILD)/build.ninja

build: setup
	meson compile -C $(BUILD)

# the serve tests' npm packages (package.json): playwright-core drives the
# system Chromium, it downloads no browser of its own
# (Debian's npm only where node came without one)
node_modules/.package-lock.json: package.json package-lock.json | deps
	@command -v npm >/dev/null || { \
	  if [ "$$(id -u)" = 0 ]; then apt-get install -y npm; \
	  else echo "install npm: sudo apt-get install npm"; exit 1; fi; }
	npm ci --no-audit --no-fund

test: build node_modules/.package-lock.json
	meson test -C $(BUILD) --print-errorlogs
	G_DEBUG=fatal-warnings $(HOLOCRON) scenario run tests/scenarios

demo: build
	$(HOLOCRON) demo --ruleset wotc

$(ASAN_BUILD)/build.ninja: | deps
	meson setup --werror -Db_sanitize=address,undefined -Db_lundef=false \
	  $(ASAN_BUILD)

asan: deps node_modules/.package-lock.json $(ASAN_BUILD)/build.ninja
	meson compile -C $(ASAN_BUILD)
	$(SAN_ENV) meson test -C $(ASAN_BUILD) --print-errorlogs --timeout-multiplier 3
	$(SAN_ENV) $(ASAN_BUILD)/src/cli/holocron scenario run tests/scenarios

# the unit tests under valgrind: no leak, no invalid access (the long
# random playouts are left to the sanitizer build)
VALGRIND_TESTS := rng zones effects window game save record deck csv log \
                  editions ruleset scenario-unit scenario-lab agents
valgrind: build
	@command -v valgrind >/dev/null || { \
	  if [ "$$(id -u)" = 0 ]; then apt-get install -y valgrind; \
	  else echo "install valgrind: sudo apt-get install valgrind"; exit 1; fi; }
	meson test -C $(BUILD) --print-errorlogs \
	  --wrap='valgrind --leak-check=full --errors-for-leak-kinds=definite --error-exitcode=1' \
	  $(VALGRIND_TESTS)

# libFuzzer targets (fuzz/, doc/robustness.md), each run FUZZ_SECONDS from
# its seed corpus; new inputs go to $(FUZZ_BUILD)/corpus, crashes to
# $(FUZZ_BUILD)/crash-*.  Needs clang and its runtime.
FUZZ_BUILD   := build-fuzz
FUZZ_SECONDS ?= 60
FUZZ_DEBS    := clang libclang-rt-14-dev
FUZZ_TARGETS := cards deck edition save replay scenario engine protocol
fuzz: deps
	@missing=""; for p in $(FUZZ_DEBS); do \
	  dpkg-query -W -f='$${Status}\n' $$p 2>/dev/null \
	    | grep -q '^install ok installed$$' || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" = 0 ]; then apt-get update && \
	    DEBIAN_FRONTEND=noninteractive apt-get install -y $$missing; \
	  else echo "make fuzz needs: sudo apt-get install$$missing"; exit 1; fi; \
	fi
	[ -f $(FUZZ_BUILD)/build.ninja ] || CC=clang meson setup -Dfuzz=true \
	  -Db_sanitize=address,undefined -Db_lundef=false $(FUZZ_BUILD)
	ninja -C $(FUZZ_BUILD) $(addprefix fuzz/fuzz-,$(FUZZ_TARGETS))
	for t in $(FUZZ_TARGETS); do \
	  mkdir -p $(FUZZ_BUILD)/corpus/$$t && \
	  $(SAN_ENV) $(FUZZ_BUILD)/fuzz/fuzz-$$t -max_total_time=$(FUZZ_SECONDS) \
	    -artifact_prefix=$(FUZZ_BUILD)/crash-$$t- \
	    $(FUZZ_BUILD)/corpus/$$t fuzz/corpus/$$t || exit 1; \
	done

clean:
	rm -rf $(BUILD) $(ASAN_BUILD) $(FUZZ_BUILD)

# every C file of the project, whoever's folder it is in
format:
	find src rulesets tests bench fuzz -name '*.[ch]' 2>/dev/null \
	  | xargs -r clang-format -i

# CI fails on code that `make format` would change.
format-check:
	@command -v clang-format >/dev/null || { [ "$$(id -u)" = 0 ] \
	  && apt-get update && DEBIAN_FRONTEND=noninteractive \
	     apt-get install -y clang-format; } \
	  || { echo "format-check needs: sudo apt-get install clang-format"; exit 1; }
	find src rulesets tests bench fuzz -name '*.[ch]' 2>/dev/null \
	  | xargs -r clang-format --dry-run -Werror
