# syntax=docker/dockerfile:1
# Build the WASM frontend and the server with the same Go, then ship the
# server alone in a small image that runs as a non-root user.
FROM golang:1.26-bookworm AS build
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
COPY . .
ENV CGO_ENABLED=0 GOFLAGS=-buildvcs=false
RUN make build

FROM gcr.io/distroless/static-debian12:nonroot
COPY --from=build /src/bin/paystead /usr/local/bin/paystead
USER nonroot:nonroot
EXPOSE 8080
ENV PAYSTEAD_LISTEN_ADDR=:8080
ENTRYPOINT ["/usr/local/bin/paystead"]
CMD ["serve"]
