# errlang — every command sets up what it needs on a fresh machine (Python venv, npm packages).
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
PYTEST_WORKERS ?= 2

.PHONY: setup example test lint test-python test-slow test-all test-extension test-vscode package bench clean

setup: $(VENV)/.installed node_modules/.installed

$(VENV)/.installed: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install -q --upgrade pip
	$(BIN)/pip install -q -e '.[dev]'
	touch $@

node_modules/.installed: package.json vscode-extension/package.json package-lock.json
	npm ci --no-audit --no-fund
	touch $@

# The main job on the bundled example: check every assertion, then learn the language of error.
example: $(VENV)/.installed
	-$(BIN)/errlang check examples/bank.c
	$(BIN)/errlang learn examples/bank.c --line 34

lint: setup
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy
	npm run lint

# The engine/server tests but those marked slow (the held-out and SV-COMP-style verdicts beyond
# a representative subset, the corpus explanations, random sweeps, Ray): `make test-slow` runs
# exactly those, so that `make test` and `make test-slow` run every test once (docs/testing.md).
# worksteal: a worker that has finished takes tests from the other, so no long tail waits alone.
PYTEST := $(BIN)/pytest -n $(PYTEST_WORKERS) --dist worksteal -q --durations=30

test-python: $(VENV)/.installed
	bash scripts/setup-debian.sh
	$(PYTEST) -m "not vscode and not slow"

test-slow: $(VENV)/.installed
	bash scripts/setup-debian.sh
	$(PYTEST) -m "slow and not vscode"

test-extension: node_modules/.installed
	npm test

test-vscode: setup
	bash scripts/setup-vscode-test.sh
	npm run test:vscode

# Everything but the slow tests: lint, types, engine/server tests, extension unit tests, the
# real-VS-Code test. `make test-all` adds the slow tests.
test: lint test-python test-extension test-vscode

test-all: test test-slow

package: node_modules/.installed
	npm run package

bench: $(VENV)/.installed
	$(BIN)/python benchmarks/check_corpus.py
	$(BIN)/python benchmarks/learn_bench.py --quick

clean:
	rm -rf $(VENV) node_modules vscode-extension/out vscode-extension/*.vsix
