# The example merchant backends (examples/). Included from the Makefile.
# examples/go-backend is a package of the main module: `go test ./...`
# runs its test. examples/node-backend has no dependencies: Node 18+ runs
# its test, against the paystead binary built here.

EXAMPLES_BIN_DIR := $(abspath $(or $(BIN),bin))

.PHONY: examples-test
examples-test: ## Test the Node example backend (examples/node-backend) against a real paystead dev
	mkdir -p $(EXAMPLES_BIN_DIR)
	$(GO) build -o $(EXAMPLES_BIN_DIR)/paystead ./cmd/paystead
	cd examples/node-backend && PAYSTEAD_BIN="$(EXAMPLES_BIN_DIR)/paystead" node --test test/shop.test.mjs
