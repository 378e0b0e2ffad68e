# The README's two commands are `make demo` and `make test`.
GO ?= go
export PATH := /usr/lib/llvm-22/bin:$(PATH)

.PHONY: demo test build setup testdata fuzz vet

build:
	$(GO) build -o bin/gcndbg ./cmd/gcndbg

demo: build
	./bin/gcndbg demo

setup:
	./scripts/setup.sh

# Everything CI runs: set-up, vet, gofmt, the test suite (oracle tests need llvm-22).
test: setup
	test -z "$$(gofmt -l $$(git ls-files '*.go'))" || { gofmt -l $$(git ls-files '*.go'); echo 'gofmt: files above need formatting'; exit 1; }
	$(GO) vet ./...
	GCNDBG_REQUIRE_ORACLES=1 $(GO) test -count=1 -timeout 60m ./...

# Rebuilds the testdata code objects from their sources (needs clang-22, ld.lld-22).
testdata:
	./testdata/build.sh
