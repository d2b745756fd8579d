# syntax=docker/dockerfile:1
# Build the WASM frontend and the server with the same Go, then ship the
# server and the pages' programs (bin/web) in a small image that runs as a
# non-root user. serve refuses to start without the programs.
FROM golang:1.26-bookworm AS build
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
COPY . .
ENV CGO_ENABLED=0 GOFLAGS=-buildvcs=false
RUN make build

FROM gcr.io/distroless/static-debian12:nonroot
COPY --from=build /src/bin/paystead /usr/local/bin/paystead
COPY --from=build /src/bin/web /web
USER nonroot:nonroot
EXPOSE 8080
ENV PAYSTEAD_LISTEN_ADDR=:8080 PAYSTEAD_WEB_DIR=/web
ENTRYPOINT ["/usr/local/bin/paystead"]
CMD ["serve"]
