# The two commands a newcomer needs: `make quickstart` and `make test`.
# Both create .venv if missing and install everything (Python and Debian packages).
# GPU users: make quickstart TORCH_SPEC="torch==2.13.0 --index-url <your CUDA index>"

PYTHON      ?= python3
VENV        ?= .venv
TORCH_SPEC  ?= torch==2.13.0
BIN         := $(VENV)/bin
STAMP       := $(VENV)/.parity-installed
DEB_PACKAGES := bubblewrap ripgrep git

.PHONY: quickstart test install system-deps lint bench clean

quickstart: install
	$(BIN)/parity quickstart

test: install
	$(BIN)/python -m pytest -q

lint: install
	$(BIN)/ruff check src tests

bench: install
	$(BIN)/parity bench env

install: system-deps $(STAMP)

$(STAMP): pyproject.toml Makefile
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip
	$(BIN)/python -m pip install -q $(TORCH_SPEC)
	$(BIN)/python -m pip install -q -e '.[dev]'
	@touch $(STAMP)

# Debian packages the sandbox and tools use. Installed when we are root; otherwise we say
# what is missing and go on (the sandbox then falls back, and says so).
system-deps:
	@missing=""; \
	command -v bwrap >/dev/null || missing="$$missing bubblewrap"; \
	command -v rg >/dev/null || missing="$$missing ripgrep"; \
	command -v git >/dev/null || missing="$$missing git"; \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	    echo "installing Debian packages:$$missing"; \
	    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing >/dev/null) \
	      || echo "WARNING: could not install$$missing; sandboxing or grep may be unavailable"; \
	  else \
	    echo "WARNING: missing$$missing and not root: install them (apt-get install$$missing) for the bubblewrap sandbox and grep"; \
	  fi; \
	fi

clean:
	rm -rf $(VENV) build *.egg-info
