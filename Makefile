# StreamLab — two commands for a new user: `make run` and `make test`.
SWIFT ?= swift
BUILD_FLAGS ?=

.PHONY: run test bench build deps release clean

# libedit is the one system dependency; install it when pkg-config cannot find it.
deps:
	@if ! pkg-config --exists libedit 2>/dev/null; then \
		echo "Installing libedit (the line editor StreamLab uses)..."; \
		if command -v apt-get >/dev/null 2>&1; then \
			SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
			$$SUDO apt-get update -qq && $$SUDO apt-get install -y -qq libedit-dev pkg-config; \
		elif command -v brew >/dev/null 2>&1; then \
			brew install libedit pkg-config; \
		else \
			echo "error: install libedit (apt: libedit-dev, brew: libedit) and pkg-config" >&2; exit 1; \
		fi; \
	fi
	@if ! command -v tmux >/dev/null 2>&1 && command -v apt-get >/dev/null 2>&1; then \
		SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
		$$SUDO apt-get install -y -qq tmux >/dev/null 2>&1 || true; \
	fi

build: deps
	$(SWIFT) build $(BUILD_FLAGS) --product streamlab

run: build
	@$(SWIFT) run $(BUILD_FLAGS) --skip-build streamlab

test: deps
	$(SWIFT) build $(BUILD_FLAGS) --product streamlab
	$(SWIFT) test $(BUILD_FLAGS)

release: deps
	$(SWIFT) build -c release --product streamlab

bench: deps
	$(SWIFT) build -c release --product streamlab
	$(SWIFT) run -c release StreamLabBench

clean:
	rm -rf .build
