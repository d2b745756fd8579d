import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { after, before, describe, test } from 'node:test';

import { BASE_URLS, INSTANCE_URL, Client, ClientError, createInvoice, init, openCheckout, parseRetryAfter } from '../dist/index.js';
import {
  apiError,
  created,
  dropConnection,
  fakePaystead,
  json,
  proxyTo,
  rejectsWith,
  sequence,
  stall,
  validParams,
} from './helpers.mjs';

// Each test gets its own server; they are closed at the end.
const servers = [];
async function server(answer) {
  const s = await fakePaystead(answer);
  servers.push(s);
  return s;
}
after(async () => {
  await Promise.all(servers.map((s) => s.close()));
});

function client(srv, apiKey = 'ak_live_secret', options = {}) {
  return new Client({ apiKey, baseUrl: srv.url, maxRetryWaitMs: 2000, ...options });
}

describe('new Client', () => {
  test('a package built from source talks to no host until given baseUrl', () => {
    assert.equal(INSTANCE_URL, undefined);
    assert.deepEqual(BASE_URLS, {});
    for (const environment of [undefined, 'testnet', 'mainnet']) {
      assert.throws(() => new Client({ apiKey: 'ak_live_x', environment }), (err) => {
        assert.equal(err.code, 'INVALID_ENVIRONMENT');
        assert.match(err.message, /baseUrl/);
        assert.match(err.message, /\/sdk\//);
        return true;
      });
    }
  });
  test('a package downloaded from a Paystead talks to it by default', async () => {
    // What a Paystead does when it serves the package at /sdk/: its address
    // in place of the marker, in every file that has it.
    const served = await mkdtemp(join(tmpdir(), 'paystead-sdk-'));
    try {
      const dist = fileURLToPath(new URL('../dist/', import.meta.url));
      let marked = 0;
      for (const name of await readdir(dist)) {
        if (!name.endsWith('.js')) continue;
        const text = await readFile(join(dist, name), 'utf8');
        if (text.includes('paystead-instance-url-not-set')) marked++;
        await writeFile(join(served, name), text.replaceAll('paystead-instance-url-not-set', 'https://pay.example'));
      }
      assert.ok(marked >= 2, 'the module and the CDN bundle carry the marker');
      const pkg = await import(pathToFileURL(join(served, 'index.js')).href);
      assert.equal(pkg.INSTANCE_URL, 'https://pay.example');
      assert.equal(new pkg.Client({ apiKey: 'ak_live_x' }).baseUrl, 'https://pay.example');
      assert.equal(new pkg.Client({ apiKey: 'ak_live_x', environment: 'mainnet' }).baseUrl, 'https://pay.example');
      assert.equal(new pkg.Client({ apiKey: 'ak_live_x', baseUrl: 'http://127.0.0.1:8080' }).baseUrl, 'http://127.0.0.1:8080');
      assert.throws(() => new pkg.Client({ apiKey: 'ak_live_x', environment: 'production' }), { code: 'INVALID_ENVIRONMENT' });
    } finally {
      await rm(served, { recursive: true, force: true });
    }
  });
  test('baseUrl overrides the environment', () => {
    assert.equal(new Client({ apiKey: 'ak_live_x', environment: 'mainnet', baseUrl: 'http://127.0.0.1:8080/' }).baseUrl, 'http://127.0.0.1:8080');
  });
  test('rejects a missing key', () => {
    assert.throws(() => new Client({ apiKey: ' ' }), { name: 'ClientError', code: 'INVALID_API_KEY' });
    assert.throws(() => new Client({}), { code: 'INVALID_API_KEY' });
  });
  test('rejects an unknown environment', () => {
    assert.throws(() => new Client({ apiKey: 'ak_live_x', environment: 'production' }), { code: 'INVALID_ENVIRONMENT' });
    assert.throws(() => new Client({ apiKey: 'ak_live_x', environment: 'toString' }), { code: 'INVALID_ENVIRONMENT' });
  });
  test('rejects a non-http(s) baseUrl', () => {
    for (const baseUrl of ['ftp://pay.example', 'pay.example', 'javascript:alert(1)']) {
      assert.throws(() => new Client({ apiKey: 'ak_live_x', baseUrl }), { code: 'INVALID_URL' }, baseUrl);
    }
  });
  test('ClientError is an Error', () => {
    const e = new ClientError('TIMEOUT', 'late', { status: 504 });
    assert.ok(e instanceof Error);
    assert.equal(e.name, 'ClientError');
    assert.equal(e.status, 504);
    assert.equal(e.retryAfter, undefined);
  });
});

describe('createInvoice', () => {
  test('sends the body, the key and an Idempotency-Key', async () => {
    const srv = await server(created);
    const inv = await client(srv).createInvoice(validParams);
    assert.deepEqual(inv, { invoiceId: '0xabc123', url: 'https://pay.example/i/0xabc123' });
    assert.equal(srv.requests.length, 1);
    const r = srv.requests[0];
    assert.equal(r.method, 'POST');
    assert.equal(r.path, '/api/invoices');
    assert.equal(r.headers['x-service-api-key'], 'ak_live_secret');
    assert.equal(r.headers['content-type'], 'application/json');
    assert.match(r.headers['idempotency-key'], /^idem_[0-9a-f]{32}$/);
    assert.deepEqual(JSON.parse(r.body), {
      amountUsdc: 19.99,
      payInToken: 'USDC',
      successUrl: 'https://shop.example/thanks',
      metadata: { order: 'A-1' },
    });
  });

  test('sends the amount as given', async () => {
    const srv = await server(created);
    const c = client(srv);
    const cases = [
      [19.99, '19.99'],
      [100, '100'],
      [0.1, '0.1'],
      [0.000001, '0.000001'],
      [0.1 + 0.2, '0.30000000000000004'], // float noise goes out as it is; the server refuses it
    ];
    for (const [amountUsdc, text] of cases) {
      await c.createInvoice({ ...validParams, amountUsdc });
      const body = srv.requests.at(-1).body;
      assert.match(body, new RegExp(`"amountUsdc":${text.replace('.', '\\.')},`), `amount ${amountUsdc}`);
    }
  });

  test('a fresh Idempotency-Key per invoice', async () => {
    const srv = await server(created);
    const c = client(srv);
    for (let i = 0; i < 3; i++) await c.createInvoice(validParams);
    assert.equal(new Set(srv.requests.map((r) => r.headers['idempotency-key'])).size, 3);
  });

  test('validation failures send no request', async () => {
    const srv = await server(created);
    const c = client(srv);
    const cases = [
      [{ amountUsdc: NaN }, 'INVALID_AMOUNT'],
      [{ amountUsdc: Infinity }, 'INVALID_AMOUNT'],
      [{ amountUsdc: -Infinity }, 'INVALID_AMOUNT'],
      [{ amountUsdc: 0 }, 'INVALID_AMOUNT'],
      [{ amountUsdc: -0 }, 'INVALID_AMOUNT'],
      [{ amountUsdc: -5 }, 'INVALID_AMOUNT'],
      [{ amountUsdc: '19.99' }, 'INVALID_AMOUNT'],
      [{ amountUsdc: undefined }, 'INVALID_AMOUNT'],
      [{ successUrl: undefined }, 'INVALID_URL'],
      [{ successUrl: '' }, 'INVALID_URL'],
      [{ successUrl: '   ' }, 'INVALID_URL'],
      [{ successUrl: '/thanks' }, 'INVALID_URL'],
      [{ successUrl: 'ftp://shop.example/thanks' }, 'INVALID_URL'],
      [{ successUrl: 'javascript:alert(1)' }, 'INVALID_URL'],
      [{ successUrl: 'http://[::1' }, 'INVALID_URL'],
      [{ cancelUrl: 'data:text/html,hi' }, 'INVALID_URL'],
    ];
    for (const [edit, code] of cases) {
      const err = await rejectsWith(c.createInvoice({ ...validParams, ...edit }), code);
      assert.equal(err.status, undefined);
    }
    assert.equal(srv.requests.length, 0, 'a request was sent for an invalid invoice');
  });

  test('NO_SECURE_RANDOM when crypto.getRandomValues is absent or fails', async () => {
    const srv = await server(created);
    const c = client(srv);
    const original = Object.getOwnPropertyDescriptor(globalThis, 'crypto');
    try {
      Object.defineProperty(globalThis, 'crypto', { value: undefined, configurable: true, writable: true });
      await rejectsWith(c.createInvoice(validParams), 'NO_SECURE_RANDOM');
      Object.defineProperty(globalThis, 'crypto', {
        value: {
          getRandomValues() {
            throw new Error('entropy source unavailable');
          },
        },
        configurable: true,
        writable: true,
      });
      const err = await rejectsWith(c.createInvoice(validParams), 'NO_SECURE_RANDOM');
      assert.match(err.message, /entropy source unavailable/);
    } finally {
      Object.defineProperty(globalThis, 'crypto', original);
    }
    assert.equal(srv.requests.length, 0);
    await c.createInvoice(validParams); // and works again once restored
  });

  test('INVALID_API_KEY on 401, not retried', async () => {
    for (const code of ['invalid_api_key', 'missing_api_key']) {
      const srv = await server(apiError(401, code));
      const err = await rejectsWith(client(srv, 'ak_live_revoked').createInvoice(validParams), 'INVALID_API_KEY');
      assert.equal(err.status, 401);
      assert.equal(err.serverCode, code);
      assert.equal(err.requestId, 'req_fake');
      assert.equal(srv.requests.length, 1);
    }
  });

  test('SERVER_ERROR on 500 with Retry-After, retried with the same key after waiting', async () => {
    const srv = await server(apiError(500, 'internal_error', { 'Retry-After': '1' }));
    const start = Date.now();
    const err = await rejectsWith(client(srv, 'ak_live_secret', { maxRetries: 1 }).createInvoice(validParams), 'SERVER_ERROR');
    assert.ok(Date.now() - start >= 990, 'Retry-After was not honoured');
    assert.equal(err.status, 500);
    assert.equal(err.retryAfter, 1);
    assert.equal(err.serverCode, 'internal_error');
    assert.equal(srv.requests.length, 2);
    assert.equal(srv.requests[0].headers['idempotency-key'], srv.requests[1].headers['idempotency-key']);
  });

  test('a Retry-After beyond maxRetryWaitMs is not waited for', async () => {
    const srv = await server(apiError(503, 'compliance_unavailable', { 'Retry-After': '120' }));
    const start = Date.now();
    const err = await rejectsWith(client(srv).createInvoice(validParams), 'SERVER_ERROR');
    assert.ok(Date.now() - start < 2000);
    assert.equal(err.status, 503);
    assert.equal(err.retryAfter, 120);
    assert.equal(srv.requests.length, 1);
  });

  test('retries 429, 5xx and idempotency_in_progress until success', async () => {
    const srv = await server(
      sequence(
        apiError(429, 'rate_limited', { 'Retry-After': '0' }),
        apiError(502, 'chain_error'),
        apiError(409, 'idempotency_in_progress'),
        created,
      ),
    );
    const inv = await client(srv, 'ak_live_secret', { maxRetries: 3 }).createInvoice(validParams);
    assert.equal(inv.invoiceId, '0xabc123');
    assert.equal(srv.requests.length, 4);
    for (const r of srv.requests) {
      assert.equal(r.headers['idempotency-key'], srv.requests[0].headers['idempotency-key']);
      assert.equal(r.body, srv.requests[0].body);
    }
  });

  test('429 after the retries is SERVER_ERROR with retryAfter', async () => {
    const srv = await server(apiError(429, 'rate_limited', { 'Retry-After': '30' }));
    const err = await rejectsWith(client(srv, 'ak_live_secret', { maxRetries: 0 }).createInvoice(validParams), 'SERVER_ERROR');
    assert.equal(err.status, 429);
    assert.equal(err.retryAfter, 30);
    assert.equal(srv.requests.length, 1);
  });

  test('NETWORK when the connection drops, retried with the same key', async () => {
    const srv = await server(dropConnection);
    const err = await rejectsWith(
      client(srv, 'ak_live_secret', { maxRetries: 2, maxRetryWaitMs: 50 }).createInvoice(validParams),
      'NETWORK',
    );
    assert.equal(err.status, undefined);
    assert.equal(srv.requests.length, 3);
    for (const r of srv.requests) assert.equal(r.headers['idempotency-key'], srv.requests[0].headers['idempotency-key']);
  });

  test('NETWORK when nothing listens', async () => {
    const srv = await fakePaystead(created);
    await srv.close();
    await rejectsWith(new Client({ apiKey: 'ak_live_secret', baseUrl: srv.url, maxRetries: 0 }).createInvoice(validParams), 'NETWORK');
  });

  test('TIMEOUT when the server stalls past timeoutMs, not retried', async () => {
    const srv = await server(stall);
    const start = Date.now();
    await rejectsWith(client(srv, 'ak_live_secret', { timeoutMs: 200 }).createInvoice(validParams), 'TIMEOUT');
    assert.ok(Date.now() - start < 2000);
    assert.equal(srv.requests.length, 1);
  });

  test('an aborted call is NETWORK and not retried', async () => {
    const srv = await server(stall);
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    await rejectsWith(client(srv).createInvoice(validParams, { signal: controller.signal }), 'NETWORK');
    assert.equal(srv.requests.length, 1);
  });

  test("the server's validation errors map by field", async () => {
    const cases = { successUrl: 'INVALID_URL', cancelUrl: 'INVALID_URL', amountUsdc: 'INVALID_AMOUNT', payInToken: 'UNKNOWN' };
    for (const [field, code] of Object.entries(cases)) {
      const srv = await server(
        json(400, { code: 'bad_body', message: `check ${field}`, fields: [{ field, message: 'is wrong' }], requestId: 'req_1' }),
      );
      const err = await rejectsWith(client(srv).createInvoice(validParams), code);
      assert.equal(err.status, 400);
      assert.equal(err.serverCode, 'bad_body');
      assert.equal(err.fields[0].field, field);
      assert.equal(srv.requests.length, 1);
    }
  });

  test('ORIGIN_NOT_ALLOWED on 403 origin_not_allowed, with the message and request id, not retried', async () => {
    const message =
      "The publishable key is refused from http://127.0.0.1:5173: that origin is not on the merchant's allowed origins. To accept requests from it, add it under Allowed origins at https://pay.example/m/settings.";
    const srv = await server(
      json(403, { code: 'origin_not_allowed', message, requestId: 'req_origin' }, { 'Access-Control-Allow-Origin': 'http://127.0.0.1:5173' }),
    );
    const err = await rejectsWith(client(srv, 'pk_live_browser', { maxRetries: 3 }).createInvoice(validParams), 'ORIGIN_NOT_ALLOWED');
    assert.ok(err instanceof ClientError);
    assert.equal(err.status, 403);
    assert.equal(err.serverCode, 'origin_not_allowed');
    assert.equal(err.message, message);
    assert.equal(err.requestId, 'req_origin');
    assert.equal(srv.requests.length, 1, 'the same origin would be refused again');
  });

  test('ORIGIN_NOT_ALLOWED through a proxy that passes the 403 on', async () => {
    const srv = await server(apiError(403, 'origin_not_allowed'));
    const proxy = await proxyTo(srv.url, { origin: 'http://localhost:5173' });
    try {
      const c = new Client({ apiKey: 'pk_live_browser', baseUrl: proxy.url, maxRetries: 3 });
      const err = await rejectsWith(c.createInvoice(validParams), 'ORIGIN_NOT_ALLOWED');
      assert.equal(err.status, 403);
      assert.equal(err.requestId, 'req_fake');
      assert.equal(srv.requests.length, 1);
      assert.equal(srv.requests[0].headers.origin, 'http://localhost:5173');
    } finally {
      await proxy.close();
    }
  });

  test("other 4xx are UNKNOWN with the server's code", async () => {
    const srv = await server(apiError(403, 'compliance_required'));
    const err = await rejectsWith(client(srv).createInvoice(validParams), 'UNKNOWN');
    assert.equal(err.status, 403);
    assert.equal(err.serverCode, 'compliance_required');
    assert.equal(srv.requests.length, 1);
  });

  test('an answer without an error body', async () => {
    const srv = await server((req, res) => {
      res.writeHead(502, { 'Content-Type': 'text/plain' });
      res.end('bad gateway');
    });
    const err = await rejectsWith(client(srv, 'ak_live_secret', { maxRetries: 0 }).createInvoice(validParams), 'SERVER_ERROR');
    assert.equal(err.status, 502);
    assert.equal(err.serverCode, undefined);
  });

  test('an unreadable success is UNKNOWN', async () => {
    const srv = await server((req, res) => {
      res.writeHead(201);
      res.end('<html>');
    });
    const err = await rejectsWith(client(srv).createInvoice(validParams), 'UNKNOWN');
    assert.equal(err.status, 201);
  });
});

describe('getInvoice', () => {
  test('reads claimableAt', async () => {
    const srv = await server(
      json(200, {
        invoiceId: '0xabc123',
        url: 'https://pay.example/i/0xabc123',
        status: 'paid',
        paidAt: '2026-03-01T10:00:00Z',
        claimableAt: '2026-03-08T10:00:00Z',
        amount: '19.99',
      }),
    );
    const inv = await client(srv).getInvoice('0xabc123');
    assert.deepEqual(inv, {
      invoiceId: '0xabc123',
      url: 'https://pay.example/i/0xabc123',
      status: 'paid',
      paidAt: '2026-03-01T10:00:00Z',
      claimableAt: '2026-03-08T10:00:00Z',
      amount: '19.99',
    });
    assert.equal(srv.requests[0].path, '/api/invoices/0xabc123');
    assert.equal(srv.requests[0].headers['x-service-api-key'], 'ak_live_secret');
  });

  // sdk/testdata/invoice_view.json is the endpoint's answer with every field set; the Go client's
  // test holds it to the properties openapi.json gives the response.
  test('returns every field the endpoint answers', async () => {
    const served = JSON.parse(readFileSync(new URL('../../../testdata/invoice_view.json', import.meta.url), 'utf8'));
    const srv = await server(json(200, served));
    const inv = await client(srv).getInvoice(served.invoiceId);
    assert.deepEqual(inv, served);
    assert.equal(inv.amount, '19.99');
    assert.deepEqual(inv.metadata, { order: 'C-1042', customer: '42' });
    assert.match(inv.settleTxHash, /^0x[0-9a-f]{64}$/);
  });

  test('a field answered null is absent', async () => {
    const srv = await server(json(200, { invoiceId: '0xabc', url: 'u', status: 'open', amount: '5', paidAt: null, payer: null, description: null }));
    const inv = await client(srv).getInvoice('0xabc');
    assert.deepEqual(inv, { invoiceId: '0xabc', url: 'u', status: 'open', amount: '5' });
  });

  test('an unpaid invoice has no claimableAt, and a publishable key is not sent', async () => {
    const srv = await server(json(200, { invoiceId: '0xabc', url: 'u', status: 'open', claimableAt: null }));
    const inv = await client(srv, 'pk_live_browser').getInvoice('0xabc');
    assert.equal(inv.claimableAt, undefined);
    assert.equal(srv.requests[0].headers['x-service-api-key'], undefined);
  });
});

describe('expiry and void', () => {
  test('createInvoice sends expiresAt, a Date as RFC 3339', async () => {
    const srv = await server(created);
    await client(srv).createInvoice({ ...validParams, expiresAt: new Date('2026-12-01T12:00:00Z') });
    assert.equal(JSON.parse(srv.requests[0].body).expiresAt, '2026-12-01T12:00:00.000Z');
    await client(srv).createInvoice(validParams);
    assert.equal('expiresAt' in JSON.parse(srv.requests[1].body), false, 'omitted: the server default');
  });

  test('createInvoice sends a description, a reference and line items', async () => {
    const srv = await server(created);
    await client(srv).createInvoice({
      ...validParams,
      amountUsdc: 19.99,
      description: 'Two bags of coffee',
      reference: 'A-1042',
      lineItems: [{ name: 'Coffee', quantity: 2, unitAmountUsdc: 6.5 }, { name: 'Mug', quantity: 1, unitAmountUsdc: 6.99 }],
    });
    const body = JSON.parse(srv.requests[0].body);
    assert.equal(body.description, 'Two bags of coffee');
    assert.equal(body.reference, 'A-1042');
    assert.deepEqual(body.lineItems, [{ name: 'Coffee', quantity: 2, unitAmountUsdc: 6.5 }, { name: 'Mug', quantity: 1, unitAmountUsdc: 6.99 }]);
  });

  test('getInvoice reads expiresAt', async () => {
    const srv = await server(json(200, { invoiceId: '0xabc', url: 'u', status: 'expired', expiresAt: '2026-12-01T12:00:00Z' }));
    const inv = await client(srv).getInvoice('0xabc');
    assert.equal(inv.status, 'expired');
    assert.equal(inv.expiresAt, '2026-12-01T12:00:00Z');
  });

  test('voidInvoice posts with the secret key and reads the invoice', async () => {
    const srv = await server(json(200, { invoiceId: '0xabc', url: 'u', status: 'voided', expiresAt: null }));
    const inv = await client(srv).voidInvoice('0xabc');
    assert.deepEqual(inv, { invoiceId: '0xabc', url: 'u', status: 'voided' });
    assert.equal(srv.requests[0].method, 'POST');
    assert.equal(srv.requests[0].path, '/api/invoices/0xabc/void');
    assert.equal(srv.requests[0].headers['x-service-api-key'], 'ak_live_secret');
  });

  test('voidInvoice with a publishable key sends no request', async () => {
    const srv = await server(json(200, {}));
    await rejectsWith(client(srv, 'pk_live_browser').voidInvoice('0xabc'), 'PUBLISHABLE_KEY_FORBIDDEN');
    assert.equal(srv.requests.length, 0);
  });

  test("a refusal carries the server's code", async () => {
    const srv = await server(apiError(409, 'payment_in_flight'));
    const err = await rejectsWith(client(srv).voidInvoice('0xabc'), 'UNKNOWN');
    assert.equal(err.serverCode, 'payment_in_flight');
    assert.equal(err.status, 409);
  });
});

describe('refund', () => {
  const refunded = { invoiceId: '0xabc', refundTxHash: '0xr1', status: 'pending', amount: '19.99', amountUnits: '19990000', remaining: '0', remainingUnits: '0' };

  test('without an amount refunds everything that remains, with no body', async () => {
    const srv = await server(json(202, refunded));
    const out = await client(srv).refund('0xabc');
    assert.deepEqual(out, refunded);
    assert.equal(srv.requests[0].method, 'POST');
    assert.equal(srv.requests[0].path, '/api/invoices/0xabc/refund');
    assert.equal(srv.requests[0].headers['x-service-api-key'], 'ak_live_secret');
    assert.equal(srv.requests[0].body, '');
  });

  test('sends the part to refund', async () => {
    const part = { ...refunded, amount: '1.25', amountUnits: '1250000', remaining: '18.74', remainingUnits: '18740000' };
    const srv = await server(json(200, part));
    const out = await client(srv).refund('0xabc', { amount: '1.25' });
    assert.deepEqual(out, part);
    assert.deepEqual(JSON.parse(srv.requests[0].body), { amount: '1.25' });
    assert.equal(srv.requests[0].headers['content-type'], 'application/json');
  });

  test('a bad amount sends no request', async () => {
    const srv = await server(json(200, refunded));
    for (const amount of ['0', '0.000', '1.0000001', '-1', '1e3', 1.25, '']) {
      await rejectsWith(client(srv).refund('0xabc', { amount }), 'INVALID_AMOUNT');
    }
    assert.equal(srv.requests.length, 0);
  });

  test('a publishable key sends no request', async () => {
    const srv = await server(json(200, refunded));
    await rejectsWith(client(srv, 'pk_live_browser').refund('0xabc'), 'PUBLISHABLE_KEY_FORBIDDEN');
    assert.equal(srv.requests.length, 0);
  });

  test("a refusal carries the server's code", async () => {
    const srv = await server(apiError(409, 'refund_exceeds_remaining'));
    const err = await rejectsWith(client(srv).refund('0xabc', { amount: '50' }), 'UNKNOWN');
    assert.equal(err.serverCode, 'refund_exceeds_remaining');
    assert.equal(err.status, 409);
  });

  test('is sent once, without retries', async () => {
    const srv = await server(apiError(503, 'unavailable'));
    await rejectsWith(client(srv).refund('0xabc'), 'SERVER_ERROR');
    assert.equal(srv.requests.length, 1);
  });
});

describe('escrows', () => {
  test('a publishable key sends no request', async () => {
    const srv = await server(json(200, {}));
    const err = await rejectsWith(client(srv, 'pk_live_browser').escrows(), 'PUBLISHABLE_KEY_FORBIDDEN');
    assert.equal(err.status, undefined);
    assert.equal(srv.requests.length, 0);
  });

  test("the server's refusal is PUBLISHABLE_KEY_FORBIDDEN", async () => {
    const srv = await server(apiError(403, 'publishable_key_forbidden'));
    const err = await rejectsWith(client(srv, 'custom_key').escrows(), 'PUBLISHABLE_KEY_FORBIDDEN');
    assert.equal(err.status, 403);
  });

  test('sends the filters and reads the buckets', async () => {
    const row = {
      invoiceId: '0x01',
      amount: '19.99',
      amountUnits: '19990000',
      token: 'USDC',
      payer: '0x00000000000000000000000000000000000000aa',
      paidAt: '2026-03-01T10:00:00Z',
      claimableAt: '2026-03-08T10:00:00Z',
      claimedAt: null,
      settleTxHash: '0xs1',
      claimTxHash: null,
      metadata: { order: 'A-1' },
    };
    const srv = await server(json(200, { pending: [row], matured: [], claimed: null, truncated: true }));
    const sum = await client(srv).escrows({
      paidFrom: new Date('2026-03-01T00:00:00Z'),
      paidTo: '2026-03-31T00:00:00+01:00',
      token: 'EURC',
    });
    assert.deepEqual(sum, { pending: [row], matured: [], claimed: [], truncated: true });
    const r = srv.requests[0];
    assert.equal(r.method, 'GET');
    assert.equal(r.path, '/api/escrows');
    assert.equal(r.headers['x-service-api-key'], 'ak_live_secret');
    assert.equal(r.query, 'paidFrom=2026-03-01T00%3A00%3A00.000Z&paidTo=2026-03-31T00%3A00%3A00%2B01%3A00&token=EURC');
  });
});

describe('listInvoices', () => {
  const view = (id) => ({ invoiceId: id, url: `https://pay.example/i/${id}`, status: 'paid', paidAt: '2026-11-01T10:00:00Z' });

  test('a publishable key sends no request', async () => {
    const srv = await server(json(200, {}));
    await rejectsWith(client(srv, 'pk_live_browser').listInvoices(), 'PUBLISHABLE_KEY_FORBIDDEN');
    await rejectsWith(client(srv, 'pk_live_browser').invoiceTimeline('0x01'), 'PUBLISHABLE_KEY_FORBIDDEN');
    assert.equal(srv.requests.length, 0);
  });

  test('sends the filters and the cursor and reads the page', async () => {
    const srv = await server(json(200, { invoices: [view('0xa1')], nextCursor: 'c2' }));
    const page = await client(srv).listInvoices(
      { status: ['paid', 'refunded'], createdFrom: new Date('2026-11-01T00:00:00Z'), q: 'A-1', paidVia: 'deposit', limit: 10 },
      { cursor: 'c1' },
    );
    assert.deepEqual(page, {
      invoices: [{ invoiceId: '0xa1', url: 'https://pay.example/i/0xa1', status: 'paid', paidAt: '2026-11-01T10:00:00Z' }],
      nextCursor: 'c2',
    });
    const r = srv.requests[0];
    assert.equal(r.path, '/api/invoices');
    assert.equal(r.headers['x-service-api-key'], 'ak_live_secret');
    assert.equal(r.query, 'status=paid%2Crefunded&createdFrom=2026-11-01T00%3A00%3A00.000Z&q=A-1&paidVia=deposit&limit=10&cursor=c1');
  });

  test('allInvoices follows the cursor to the last page', async () => {
    const srv = await server(
      sequence(
        json(200, { invoices: [view('0x03'), view('0x02')], nextCursor: 'after-2' }),
        json(200, { invoices: [view('0x01')], nextCursor: null }),
      ),
    );
    const ids = [];
    for await (const inv of client(srv).allInvoices({ limit: 2 })) ids.push(inv.invoiceId);
    assert.deepEqual(ids, ['0x03', '0x02', '0x01']);
    assert.deepEqual(
      srv.requests.map((r) => r.query),
      ['limit=2', 'limit=2&cursor=after-2'],
    );
  });

  test('invoiceTimeline reads the timeline', async () => {
    const body = {
      invoice: view('0xa1'),
      timeline: [
        { at: '2026-11-01T10:00:00Z', kind: 'created' },
        { at: '2026-11-01T10:00:01Z', kind: 'webhook', event: { id: 'evt_1', type: 'invoice.created', deliveries: [] } },
      ],
    };
    const srv = await server(json(200, body));
    assert.deepEqual(await client(srv).invoiceTimeline('0xa1'), body);
    assert.equal(srv.requests[0].path, '/api/invoices/0xa1/timeline');
  });
});

describe('openCheckout', () => {
  test('throws NOT_IN_BROWSER in Node', () => {
    assert.throws(() => new Client({ apiKey: 'pk_live_x', baseUrl: 'https://pay.example' }).openCheckout({ url: 'https://pay.example/i/0x1' }), {
      code: 'NOT_IN_BROWSER',
    });
  });

  test('sets the location in a browser', () => {
    const assigned = [];
    globalThis.document = {};
    globalThis.location = { assign: (url) => assigned.push(url) };
    try {
      openCheckout({ url: 'https://pay.example/i/0x1' });
      new Client({ apiKey: 'pk_live_x', baseUrl: 'https://pay.example' }).openCheckout({ invoiceId: '0x2', url: 'https://pay.example/i/0x2' });
      assert.throws(() => openCheckout({ url: 'javascript:alert(1)' }), { code: 'INVALID_URL' });
    } finally {
      delete globalThis.document;
      delete globalThis.location;
    }
    assert.deepEqual(assigned, ['https://pay.example/i/0x1', 'https://pay.example/i/0x2']);
  });
});

test('parseRetryAfter', () => {
  const now = Date.parse('2026-01-01T12:00:00Z');
  const cases = [
    [null, undefined],
    ['', undefined],
    ['0', undefined],
    ['-3', undefined],
    ['7', 7],
    [' 2 ', 2],
    ['soon', undefined],
    ['Thu, 01 Jan 2026 12:00:30 GMT', 30],
    ['Thu, 01 Jan 2026 11:00:00 GMT', undefined],
    ['99999999999', 86400],
  ];
  for (const [header, want] of cases) assert.equal(parseRetryAfter(header, now), want, `Retry-After ${header}`);
});

describe('deprecated singleton', () => {
  let srv;
  before(async () => {
    srv = await server(created);
  });
  test('createInvoice before init is INVALID_API_KEY', async () => {
    await rejectsWith(createInvoice(validParams), 'INVALID_API_KEY');
  });
  test('init then createInvoice', async () => {
    init({ apiKey: 'ak_live_secret', baseUrl: srv.url });
    const inv = await createInvoice(validParams);
    assert.equal(inv.invoiceId, '0xabc123');
    assert.equal(srv.requests.length, 1);
  });
});

describe('deposits: refunds, held funds and return links', () => {
  test('a refund of a deposit-paid invoice names where it goes', async () => {
    const srv = await server(json(202, { invoiceId: '0xabc', refundTxHash: '0xr1', status: 'pending', amount: '4', amountUnits: '4000000', remaining: '6', remainingUnits: '6000000' }));
    await client(srv).refund('0xabc', { amount: '4', to: '0x00000000000000000000000000000000000A11CE' });
    assert.deepEqual(JSON.parse(srv.requests[0].body), { amount: '4', to: '0x00000000000000000000000000000000000A11CE' });
    await rejectsWith(client(srv).refund('0xabc', { to: 'alice.eth' }), 'UNKNOWN');
    assert.equal(srv.requests.length, 1, 'a malformed address sends nothing');
  });

  test('held funds are listed and returned by link', async () => {
    const held = { chainId: 1337, token: 'EURC', tokenAddress: '0x00000000000000000000000000000000000000ee', held: '12', heldUnits: '12000000',
      returned: '0', returnedUnits: '0', remaining: '12', remainingUnits: '12000000', since: '2026-11-29T06:00:00Z' };
    const srv = await server(json(200, { data: [held] }));
    const out = await client(srv).heldFunds('0xabc');
    assert.deepEqual(out, [held]);
    assert.equal(srv.requests[0].path, '/api/invoices/0xabc/held');
    assert.equal(srv.requests[0].headers['x-service-api-key'], 'ak_live_secret');

    const link = { id: 'l1', invoiceId: '0xabc', kind: 'return', url: 'https://pay.example/r/t', status: 'open', held: { chainId: 1337, token: held.tokenAddress },
      token: 'EURC', amount: '12', amountUnits: '12000000', createdAt: '2026-11-29T06:00:00Z', expiresAt: '2026-12-29T06:00:00Z' };
    const issued = await server(json(201, link));
    assert.deepEqual(await client(issued).issueReturnLink('0xabc', { chainId: 1337, token: held.tokenAddress }), link);
    assert.equal(issued.requests[0].path, '/api/invoices/0xabc/refund-links');
    assert.deepEqual(JSON.parse(issued.requests[0].body), { held: { chainId: 1337, token: held.tokenAddress } });
    await rejectsWith(client(issued).issueReturnLink('0xabc', { chainId: 0, token: held.tokenAddress }), 'UNKNOWN');
    await rejectsWith(client(issued, 'pk_live_browser').heldFunds('0xabc'), 'PUBLISHABLE_KEY_FORBIDDEN');
    assert.equal(issued.requests.length, 1);
  });

  test('plans are made, listed, read and stopped with the secret key', async () => {
    const plan = { id: '0b4c7a52-4c1e-4d0e-9d8e-2f1a5b7c9d01', name: 'Pro', description: '', amount: '9.99', amountUnits: '9990000', token: 'USDC',
      interval: 'month', intervalCount: 1, periodSeconds: 2629746, trialDays: 14, charges: null, active: true, createdAt: '2026-11-29T10:00:00Z',
      url: 'https://pay.example/p/0b4c7a52-4c1e-4d0e-9d8e-2f1a5b7c9d01' };
    const made = await server(json(201, plan));
    assert.deepEqual(await client(made).createPlan({ name: 'Pro', amount: '9.99', token: 'USDC', interval: 'month', trialDays: 14 }), plan);
    assert.equal(made.requests[0].method, 'POST');
    assert.equal(made.requests[0].path, '/api/plans');
    assert.deepEqual(JSON.parse(made.requests[0].body), { name: 'Pro', amount: '9.99', token: 'USDC', interval: 'month', trialDays: 14 });
    const listed = await server(json(200, { data: [plan] }));
    assert.deepEqual(await client(listed).plans(), [plan]);
    const one = await server(json(200, plan));
    assert.deepEqual(await client(one).getPlan(plan.id), plan);
    assert.equal(one.requests[0].path, `/api/plans/${plan.id}`);
    await rejectsWith(client(one).getPlan(' '), 'UNKNOWN');
    await rejectsWith(client(one, 'pk_live_browser').plans(), 'PUBLISHABLE_KEY_FORBIDDEN');
    assert.equal(one.requests.length, 1);
    const off = await server(json(200, { ...plan, active: false }));
    assert.equal((await client(off).setPlanActive(plan.id, false)).active, false);
    assert.equal(off.requests[0].method, 'PATCH');
    assert.equal(off.requests[0].path, `/api/plans/${plan.id}`);
    assert.deepEqual(JSON.parse(off.requests[0].body), { active: false });
    await rejectsWith(client(off).setPlanActive('', true), 'UNKNOWN');
    await rejectsWith(client(off, 'pk_live_browser').setPlanActive(plan.id, true), 'PUBLISHABLE_KEY_FORBIDDEN');
    assert.equal(off.requests.length, 1);
  });

  test('subscriptions: checkouts opened, subscriptions listed, read and canceled with the secret key', async () => {
    const planId = '0b4c7a52-4c1e-4d0e-9d8e-2f1a5b7c9d01';
    const sub = { id: '7d0e9d8e-2f1a-4b7c-9d01-0b4c7a524c1e', planId, planName: 'Pro', status: 'active', chainId: 1337,
      payer: '0x8f0a1c3e5b7d9f125f0c2f4a8e3b1d6c7a9e0b2d', token: 'USDC', tokenAddress: '0x036CbD53842c5426634e7929541eC2318f3dCF7e', amount: '9.99',
      amountUnits: '9990000', periodSeconds: 2629746, startsAt: '2026-11-29T10:00:00Z', charges: 12, chargedCount: 1, nextChargeAt: '2026-12-29T20:29:06Z',
      failedAttempts: 0, lastFailure: null, cancelReason: null, canceledAt: null, termsHash: '0x' + 'be'.repeat(32),
      manager: '0xb74cD95B5c7bfC31433924CB25B0458B1bEE94aB', createdAt: '2026-11-29T10:00:00Z' };
    const checkout = { id: sub.id, url: `https://pay.example/s/${sub.id}`, plan: { id: planId }, successUrl: 'https://shop.example/ok', cancelUrl: null,
      reference: null, expiresAt: '2026-11-30T10:00:00Z' };
    const opened = await server(json(201, checkout));
    assert.deepEqual(await client(opened).createSubscriptionCheckout(planId, { successUrl: 'https://shop.example/ok' }), checkout);
    assert.equal(opened.requests[0].method, 'POST');
    assert.equal(opened.requests[0].path, `/api/plans/${planId}/checkouts`);
    assert.deepEqual(JSON.parse(opened.requests[0].body), { successUrl: 'https://shop.example/ok' });
    const listed = await server(json(200, { data: [sub] }));
    assert.deepEqual(await client(listed).subscriptions(), [sub]);
    assert.equal(listed.requests[0].path, '/api/subscriptions');
    const detail = { ...sub, chargeHistory: [{ period: 0, invoiceId: '0x' + '77'.repeat(32), status: 'charged', attempts: 1, failure: null,
      dueAt: '2026-11-29T10:00:00Z', chargedAt: '2026-11-29T10:00:01Z' }] };
    const one = await server(json(200, detail));
    assert.deepEqual(await client(one).getSubscription(sub.id), detail);
    assert.equal(one.requests[0].path, `/api/subscriptions/${sub.id}`);
    const figures = { tokens: [{ token: 'USDC', months: [{ month: '2026-11', mrr: '9.99', mrrUnits: '9990000', active: 1, new: 1, canceled: 0, churnBasisPoints: null }] }] };
    const measured = await server(json(200, figures));
    assert.deepEqual(await client(measured).subscriptionMetrics(), figures);
    assert.equal(measured.requests[0].path, '/api/subscriptions/metrics');
    await rejectsWith(client(measured, 'pk_live_browser').subscriptionMetrics(), 'PUBLISHABLE_KEY_FORBIDDEN');
    assert.equal(measured.requests.length, 1);
    const canceled = await server(json(200, { ...sub, status: 'canceled', cancelReason: 'merchant' }));
    assert.equal((await client(canceled).cancelSubscription(sub.id)).status, 'canceled');
    assert.equal(canceled.requests[0].method, 'POST');
    assert.equal(canceled.requests[0].path, `/api/subscriptions/${sub.id}/cancel`);
    await rejectsWith(client(canceled).cancelSubscription(' '), 'UNKNOWN');
    await rejectsWith(client(canceled, 'pk_live_browser').subscriptions(), 'PUBLISHABLE_KEY_FORBIDDEN');
    assert.equal(canceled.requests.length, 1);
    // A storefront opens a checkout with its publishable key; the server checks its origin.
    const shop = await server(json(201, checkout));
    assert.deepEqual(await client(shop, 'pk_live_browser').createSubscriptionCheckout(planId), checkout);
    assert.equal(shop.requests[0].headers['x-service-api-key'], 'pk_live_browser');
  });

  test('a payer lists the subscriptions its wallet pays with a message Paystead writes', async () => {
    const payer = '0x8f0a1c3e5b7d9f125f0c2f4a8e3b1d6c7a9e0b2d';
    const written = { message: 'pay.example wants you to sign in with your Ethereum account:\n' + payer, expiresAt: '2026-11-29T10:10:00Z' };
    const asked = await server(json(200, written));
    assert.deepEqual(await client(asked, 'pk_live_browser').payerMessage(payer), written);
    assert.equal(asked.requests[0].method, 'GET');
    assert.equal(asked.requests[0].path, '/api/subscriber/message');
    assert.equal(asked.requests[0].query, `address=${payer}`);
    assert.equal(asked.requests[0].headers['x-service-api-key'], undefined, 'no key: a customer page calls it');
    await rejectsWith(client(asked).payerMessage('0x12'), 'UNKNOWN');
    assert.equal(asked.requests.length, 1);
    const sub = { id: '7d0e9d8e-2f1a-4b7c-9d01-0b4c7a524c1e', planName: 'Pro', status: 'active', merchant: { displayName: 'Demo Coffee' } };
    const listed = await server(json(200, { data: [sub] }));
    assert.deepEqual(await client(listed, 'pk_live_browser').payerSubscriptions(written.message, '0x01'), [sub]);
    assert.equal(listed.requests[0].method, 'POST');
    assert.equal(listed.requests[0].path, '/api/subscriber/subscriptions');
    assert.deepEqual(JSON.parse(listed.requests[0].body), { message: written.message, signature: '0x01' });
    const refusedOnce = await server(json(503, { code: 'internal_error', message: 'down' }));
    await assert.rejects(client(refusedOnce).payerSubscriptions(written.message, '0x01'));
    assert.equal(refusedOnce.requests.length, 1, 'the nonce is good once: no retry');
  });
});
