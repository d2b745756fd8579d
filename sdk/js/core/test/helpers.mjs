// A local HTTP server standing in for Paystead: each test sets how it
// answers and reads back what it received.
import { createServer, request } from 'node:http';

export async function fakePaystead(answer) {
  const requests = [];
  let handler = answer;
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url, 'http://localhost');
      requests.push({
        method: req.method,
        path: url.pathname,
        query: url.search.replace(/^\?/, ''),
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      handler(req, res);
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    setAnswer(h) {
      handler = h;
    },
    async close() {
      server.closeAllConnections?.();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export function json(status, body, headers = {}) {
  return (req, res) => {
    res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };
}

export function apiError(status, code, headers = {}) {
  return json(status, { code, message: `answered by the fake ${code}`, requestId: 'req_fake' }, headers);
}

export const created = json(201, { invoiceId: '0xabc123', url: 'https://pay.example/i/0xabc123' });

/** Closes the TCP connection without answering. */
export function dropConnection(req) {
  req.socket.destroy();
}

/** Never answers (until the client gives up or the server closes). */
export function stall() {}

/** Answers the n-th request with the n-th handler, then repeats the last. */
export function sequence(...handlers) {
  let n = 0;
  return (req, res) => handlers[Math.min(n++, handlers.length - 1)](req, res);
}

export const validParams = Object.freeze({
  amountUsdc: 19.99,
  payInToken: 'USDC',
  successUrl: 'https://shop.example/thanks',
  metadata: { order: 'A-1' },
});

/** Awaits a promise that must reject with a ClientError of `code`, and returns the error. */
export async function rejectsWith(promise, code) {
  try {
    await promise;
  } catch (err) {
    if (err?.code !== code) {
      throw new Error(`want ClientError ${code}, got ${err?.name} ${err?.code}: ${err?.message}`, { cause: err });
    }
    return err;
  }
  throw new Error(`want ClientError ${code}, but the call succeeded`);
}

/**
 * A reverse proxy to `target` (an http:// base address), as a front end's
 * dev server proxies /api: it passes each request on, with `origin` as its
 * Origin header when given (the page's, as browsers send it), and the
 * answer back as it came.
 */
export async function proxyTo(target, { origin } = {}) {
  const base = new URL(target);
  const server = createServer((req, res) => {
    const headers = { ...req.headers, host: base.host };
    if (origin) headers.origin = origin;
    const upstream = request({ hostname: base.hostname, port: base.port, method: req.method, path: req.url, headers }, (answer) => {
      res.writeHead(answer.statusCode, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => {
      res.writeHead(502, { 'Content-Type': 'text/plain' });
      res.end('upstream unreachable');
    });
    req.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      server.closeAllConnections?.();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
