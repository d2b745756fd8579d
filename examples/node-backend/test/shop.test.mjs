// The example shop, alone (the signature check) and against a real
// `paystead dev` on free ports (sdk/js/test/paystead-dev.mjs starts it:
// PAYSTEAD_BIN names the server binary, which make examples-test builds).
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';

import { freePort, startPaysteadDev } from '../../../sdk/js/test/paystead-dev.mjs';
import { createShop, verifySignature } from '../shop.mjs';

/** The Paystead-Signature header Paystead would send for body at unix time t. */
function sign(secret, t, body) {
  const ts = String(Math.floor(t));
  return `t=${ts},v1=${createHmac('sha256', secret).update(`${ts}.`).update(body).digest('hex')}`;
}

describe('verifySignature', () => {
  const secret = 'whsec_test_secret';
  const now = 1_763_720_162;
  const body = Buffer.from('{"id":"evt_1","type":"invoice.paid","data":{"invoice":{"invoiceId":"0x01","amount":"12.5"}}}');
  const good = sign(secret, now, body);
  const goodV1 = good.split(',')[1];
  const wrongV1 = sign('whsec_other', now, body).split(',')[1];
  const MALFORMED = /^malformed/;
  const STALE = /more than 5 minutes/;
  const NO_MATCH = /no v1 digest/;

  for (const [name, header, b, at, want] of [
    ['valid', good, body, now, null],
    ['valid with spaces', `t=${now}, ${goodV1}`, body, now, null],
    ['within the tolerance, our clock ahead', good, body, now + 299, null],
    ['within the tolerance, our clock behind', good, body, now - 299, null],
    ['rotation: one of two digests matches', `t=${now},${wrongV1},${goodV1}`, body, now, null],
    ['uppercase hex is the same digest', `t=${now},v1=${goodV1.slice(3).toUpperCase()}`, body, now, null],
    ['body changed', good, Buffer.from(body.toString().replace('12.5', '1250')), now, NO_MATCH],
    ['body re-serialised', good, Buffer.concat([body, Buffer.from('\n')]), now, NO_MATCH],
    ['wrong secret', sign('whsec_other', now, body), body, now, NO_MATCH],
    ['timestamp changed, digest kept', `t=${now + 1},${goodV1}`, body, now, NO_MATCH],
    ['digest cut short', `t=${now},${goodV1.slice(0, -2)}`, body, now, NO_MATCH],
    ['too old', good, body, now + 301, STALE],
    ['from the future', good, body, now - 301, STALE],
    ['missing', undefined, body, now, MALFORMED],
    ['no digest', `t=${now}`, body, now, MALFORMED],
    ['no timestamp', goodV1, body, now, MALFORMED],
    ['signed timestamp', `t=+${now},${goodV1}`, body, now, MALFORMED],
    ['digest not hex', `t=${now},v1=${goodV1.slice(3, -1)}z`, body, now, MALFORMED],
    ['another scheme only', `t=${now},v0=${goodV1.slice(3)}`, body, now, MALFORMED],
  ]) {
    test(name, () => {
      const got = verifySignature(header, b, secret, at);
      if (want === null) assert.equal(got, null);
      else assert.match(got ?? 'accepted', want);
    });
  }
});

describe('the shop alone', () => {
  test('an invoice.created that arrives before Paystead answers still finds its order', async () => {
    const secret = 'whsec_race';
    const invoiceId = `0x${'ab'.repeat(32)}`;
    let shopUrl;
    let delivered;
    // A Paystead that delivers the event before it answers the checkout.
    const fakeFetch = async (_url, init) => {
      const { metadata } = JSON.parse(init.body);
      const event = Buffer.from(
        JSON.stringify({ id: 'evt_race', type: 'invoice.created', createdAt: new Date().toISOString(), data: { invoice: { invoiceId, status: 'staging', metadata } } }),
      );
      const res = await fetch(`${shopUrl}/webhooks/paystead`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Paystead-Signature': sign(secret, Date.now() / 1000, event) },
        body: event,
      });
      delivered = res.status;
      return new Response(JSON.stringify({ invoiceId, url: `https://paystead.example/i/${invoiceId}` }), { status: 201 });
    };
    const { listener } = createShop({
      paysteadUrl: 'https://paystead.example',
      secretKey: 'ak_live_test',
      webhookSecret: secret,
      shopUrl: 'http://shop.example',
      log: () => {},
      fetch: fakeFetch,
    });
    const server = createServer(listener);
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    shopUrl = `http://127.0.0.1:${server.address().port}`;
    try {
      const res = await fetch(`${shopUrl}/checkout`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ amount: '5', order: 'R-1' }),
      });
      assert.equal(res.status, 201);
      assert.equal(delivered, 204);
      const order = await (await fetch(`${shopUrl}/orders/R-1`)).json();
      assert.equal(order.invoiceId, invoiceId);
      assert.deepEqual(order.events, ['invoice.created']);
    } finally {
      server.closeAllConnections?.();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

const tmp = mkdtempSync(join(tmpdir(), 'paystead-example-node-'));
let devServer; // the running paystead dev
let shopLogs = '';
let shopServer;
let paystead; // { baseUrl, secretKey }
let shopUrl;
let webhookSecret;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Calls Paystead's REST API with the merchant's secret key. */
async function api(method, path, body) {
  const res = await fetch(`${paystead.baseUrl}${path}`, {
    method,
    headers: { 'X-Service-Api-Key': paystead.secretKey, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: await res.json() };
}

/** Calls the shop; JSON in and out. */
async function shopCall(method, path, { json, form, headers = {}, raw } = {}) {
  const init = { method, headers: { ...headers }, redirect: 'manual' };
  if (json !== undefined) {
    init.headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(json);
  } else if (form) {
    init.body = new URLSearchParams(form);
  } else if (raw !== undefined) {
    init.body = raw;
  }
  const res = await fetch(`${shopUrl}${path}`, init);
  const text = await res.text();
  let body = text;
  try {
    body = JSON.parse(text);
  } catch {
    // HTML or empty
  }
  return { status: res.status, headers: res.headers, body };
}

async function waitFor(what, check, ms = 60_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const got = await check();
    if (got) return got;
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${ms / 1000} s\nshop log:\n${shopLogs.slice(-4000)}`);
    await sleep(50);
  }
}

function deliver(signature, body) {
  return shopCall('POST', '/webhooks/paystead', {
    raw: body,
    headers: { 'Content-Type': 'application/json', ...(signature ? { 'Paystead-Signature': signature } : {}) },
  });
}

describe('the shop against a real paystead', () => {
  before(async () => {
    const shopPort = await freePort();
    shopUrl = `http://127.0.0.1:${shopPort}`;
    devServer = await startPaysteadDev({ tmp, env: { PAYSTEAD_DEV_ORIGINS: shopUrl } });
    const baseUrl = devServer.baseUrl;
    paystead = { baseUrl, secretKey: devServer.dev.merchant.secretKey };

    // Register the shop's endpoint, as a merchant does once: the secret is shown only now.
    const endpoint = await api('POST', '/api/webhooks/endpoints', { url: `${shopUrl}/webhooks/paystead` });
    assert.equal(endpoint.status, 201, JSON.stringify(endpoint.body));
    webhookSecret = endpoint.body.secret;
    assert.match(webhookSecret, /^whsec_/);

    const { listener } = createShop({
      paysteadUrl: baseUrl,
      secretKey: paystead.secretKey,
      webhookSecret,
      shopUrl,
      log: (level, msg, fields) => {
        shopLogs += `${level} ${msg} ${JSON.stringify(fields ?? {})}\n`;
      },
    });
    shopServer = createServer(listener);
    await new Promise((resolve, reject) => {
      shopServer.once('error', reject);
      shopServer.listen(shopPort, '127.0.0.1', resolve);
    });
  });

  after(async () => {
    if (shopServer) {
      shopServer.closeAllConnections?.();
      await new Promise((resolve) => shopServer.close(resolve));
    }
    await devServer?.stop();
    rmSync(tmp, { recursive: true, force: true });
  });

  let first; // A-1001's checkout answer

  test('checkout creates the invoice with the secret key', async () => {
    const res = await shopCall('POST', '/checkout', { json: { amount: '12.50', order: 'A-1001' } });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    first = res.body;
    assert.equal(first.order, 'A-1001');
    assert.match(first.invoiceId, /^0x[0-9a-f]{64}$/);
    assert.equal(first.url, `${paystead.baseUrl}/i/${first.invoiceId}`);

    const inv = await api('GET', `/api/invoices/${first.invoiceId}`);
    assert.equal(inv.status, 200);
    assert.equal(inv.body.amount, '12.5');
    assert.equal(inv.body.payInToken, 'USDC');
    assert.equal(inv.body.reference, 'A-1001');
    assert.deepEqual(inv.body.metadata, { order: 'A-1001' });
    assert.equal(inv.body.successUrl, `${shopUrl}/thanks?order=A-1001`);
    assert.equal(inv.body.cancelUrl, `${shopUrl}/?cancelled=A-1001`);
  });

  test('the same order again is the same invoice; another amount is refused', async () => {
    const again = await shopCall('POST', '/checkout', { json: { amount: 12.5, order: 'A-1001' } });
    assert.equal(again.status, 201);
    assert.deepEqual(again.body, first);
    const other = await shopCall('POST', '/checkout', { json: { amount: '13', order: 'A-1001' } });
    assert.equal(other.status, 409, JSON.stringify(other.body));
    assert.match(other.body.error, /idempotency_key_reused/);
  });

  test('a form post is redirected to the payment page', async () => {
    const res = await shopCall('POST', '/checkout', { form: { amount: '3', payInToken: 'EURC' } });
    assert.equal(res.status, 303);
    const location = res.headers.get('location');
    assert.match(location, new RegExp(`^${paystead.baseUrl}/i/0x[0-9a-f]{64}$`));
    const inv = await api('GET', `/api/invoices/${location.split('/i/')[1]}`);
    assert.equal(inv.body.payInToken, 'EURC');
    assert.match(inv.body.reference, /^order-[0-9a-f]{8}$/, 'a reference is made up when none is given');
  });

  test('bad amounts are refused, by the shop or by Paystead', async () => {
    let res = await shopCall('POST', '/checkout', { json: { amount: '-1', order: 'bad-1' } });
    assert.equal(res.status, 400);
    res = await shopCall('POST', '/checkout', { json: { amount: '1.0000001', order: 'bad-2' } });
    assert.equal(res.status, 400);
    assert.match(res.body.error, /bad_body/, 'Paystead takes at most 6 decimals');
    assert.equal((await shopCall('GET', '/orders/bad-2')).status, 404, 'no order is kept for a refused invoice');
  });

  test("accepts Paystead's own deliveries", async () => {
    // invoice.created went out when A-1001's invoice was made, signed by Paystead.
    await waitFor('invoice.created at the shop', async () => (await shopCall('GET', '/orders/A-1001')).body.events?.includes('invoice.created'));
    const deliveries = await api('GET', '/api/webhooks/deliveries?limit=50');
    const created = deliveries.body.deliveries.filter((d) => d.eventType === 'invoice.created' && d.status === 'delivered');
    assert.ok(created.length > 0, 'Paystead recorded the shop accepting it');
    assert.equal(created[0].attempts.at(-1).statusCode, 204);
  });

  test('refuses deliveries that do not verify, acts once on one that does', async () => {
    const made = await shopCall('POST', '/checkout', { json: { amount: '7', order: 'B-2' } });
    assert.equal(made.status, 201);
    const now = Date.now() / 1000;
    const body = Buffer.from(
      JSON.stringify({
        id: 'evt_forged_1',
        type: 'invoice.paid',
        createdAt: new Date().toISOString(),
        data: {
          invoice: {
            invoiceId: made.body.invoiceId,
            status: 'paid',
            amount: '7',
            amountUnits: '7000000',
            currency: 'USD',
            payInToken: 'USDC',
            metadata: { order: 'B-2' },
            paidAt: new Date().toISOString(),
          },
        },
      }),
    );
    const refused = [
      ['body changed after signing', sign(webhookSecret, now, body), Buffer.from(body.toString().replace('"7"', '"0.01"'))],
      ['wrong secret', sign('whsec_someone_else', now, body), body],
      ['too old', sign(webhookSecret, now - 360, body), body],
      ['no signature', '', body],
      ['only a timestamp', `t=${Math.floor(now)}`, body],
    ];
    for (const [name, signature, b] of refused) {
      const res = await deliver(signature, b);
      assert.equal(res.status, 400, name);
    }
    let order = (await shopCall('GET', '/orders/B-2')).body;
    assert.equal(order.status, 'awaiting payment', 'no refused delivery was acted on');
    assert.ok(!order.events.includes('invoice.paid'));

    assert.equal((await deliver(sign(webhookSecret, now, body), body)).status, 204);
    order = (await shopCall('GET', '/orders/B-2')).body;
    assert.equal(order.status, 'paid');

    // At least once: the same event again is answered and not acted on twice.
    assert.equal((await deliver(sign(webhookSecret, Date.now() / 1000, body), body)).status, 204);
    order = (await shopCall('GET', '/orders/B-2')).body;
    assert.equal(order.events.filter((e) => e === 'invoice.paid').length, 1);

    const thanks = await shopCall('GET', '/thanks?order=B-2');
    assert.match(thanks.body, /<strong>paid<\/strong>/);
  });
});
