# errlang — every command sets up what it needs on a fresh machine (Python venv, npm packages).
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
PYTEST_WORKERS ?= 2

.PHONY: setup example test lint test-python test-extension test-vscode package bench clean

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

test-python: $(VENV)/.installed
	bash scripts/setup-debian.sh
	$(BIN)/pytest -n $(PYTEST_WORKERS) -m "not vscode" -q --durations=30

test-extension: node_modules/.installed
	npm test

test-vscode: setup
	bash scripts/setup-vscode-test.sh
	npm run test:vscode

# Everything: lint, types, engine/server tests, extension unit tests, the real-VS-Code test.
test: lint test-python test-extension test-vscode

package: node_modules/.installed
	npm run package

bench: $(VENV)/.installed
	$(BIN)/python benchmarks/check_corpus.py
	$(BIN)/python benchmarks/learn_bench.py --quick

clean:
	rm -rf $(VENV) node_modules vscode-extension/out vscode-extension/*.vsix
