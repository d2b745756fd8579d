# syntax=docker/dockerfile:1
# Build the WASM frontend and the server with the same Go, and the
# JavaScript packages with Node, then ship the server, the pages' programs
# (bin/web) and the packages it serves at /sdk/ (bin/sdk) in a small image that runs as a
# non-root user: distroless's nonroot, uid and gid 65532. Files mounted
# into it (a keystore, its password file) must be readable by that uid:
# docs/operations.md, "The container image". serve refuses to start
# without the programs. cmd/paystead's tests run the same `make build`
# and serve a payable checkout from what it builds.
FROM golang:1.26-bookworm AS build
RUN apt-get update -qq && apt-get install -y -qq --no-install-recommends nodejs npm && rm -rf /var/lib/apt/lists/*
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
COPY . .
ENV CGO_ENABLED=0 GOFLAGS=-buildvcs=false
RUN make build

FROM gcr.io/distroless/static-debian12:nonroot
COPY --from=build /src/bin/paystead /usr/local/bin/paystead
COPY --from=build /src/bin/web /web
COPY --from=build /src/bin/sdk /sdk
USER nonroot:nonroot
# 8080: the API and the pages. 9090: /metrics alone, for a scraper on the
# container's network; publish it only to that network, never to the world.
EXPOSE 8080 9090
ENV PAYSTEAD_LISTEN_ADDR=:8080 PAYSTEAD_WEB_DIR=/web PAYSTEAD_SDK_DIR=/sdk PAYSTEAD_METRICS_ADDR=:9090
# Liveness: the process answers /healthz (`paystead healthcheck --ready`
# asks /readyz, for an orchestrator's readiness probe).
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
    CMD ["/usr/local/bin/paystead", "healthcheck"]
ENTRYPOINT ["/usr/local/bin/paystead"]
CMD ["serve"]
