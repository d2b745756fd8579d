// The client against a real Paystead: `paystead dev` on free ports, with its
// embedded chain and, unless DATABASE_URL is set, a throwaway PostgreSQL
// (sdk/js/test/paystead-dev.mjs starts it).
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';

import { Client } from '../dist/index.js';
import { startPaysteadDev } from '../../test/paystead-dev.mjs';
import { proxyTo, rejectsWith } from './helpers.mjs';

const tmp = mkdtempSync(join(tmpdir(), 'paystead-js-it-'));
let paystead; // { baseUrl, secretKey, publishableKey }

let dev; // the running paystead dev

before(async () => {
  dev = await startPaysteadDev({ tmp });
  paystead = { baseUrl: dev.baseUrl, secretKey: dev.dev.merchant.secretKey, publishableKey: dev.dev.merchant.publishableKey };
  assert.equal(dev.dev.baseUrl, paystead.baseUrl);
  assert.match(paystead.secretKey, /^ak_/);
  assert.match(paystead.publishableKey, /^pk_/);
});

after(async () => {
  await dev?.stop();
  rmSync(tmp, { recursive: true, force: true });
});

/** A fetch that counts the requests leaving the client. */
function countingFetch() {
  const f = (...args) => {
    f.count++;
    return fetch(...args);
  };
  f.count = 0;
  return f;
}

describe('client against a real paystead', () => {
  test('creates an invoice and reads it back', async () => {
    const client = new Client({ apiKey: paystead.secretKey, baseUrl: paystead.baseUrl });
    const inv = await client.createInvoice({
      amountUsdc: 19.99,
      payInToken: 'USDC',
      successUrl: `${paystead.baseUrl}/thanks`,
      metadata: { order: 'sdk-js-1' },
    });
    assert.match(inv.invoiceId, /^0x[0-9a-f]+$/);
    assert.equal(inv.url, `${paystead.baseUrl}/i/${inv.invoiceId}`);

    const got = await client.getInvoice(inv.invoiceId);
    assert.equal(got.invoiceId, inv.invoiceId);
    assert.equal(got.url, inv.url);
    assert.ok(['staging', 'open'].includes(got.status), `status ${got.status}`);
    assert.equal(got.claimableAt, undefined, 'an unpaid invoice has no claimableAt');
    assert.equal(got.amount, '19.99');
    assert.equal(got.amountUnits, '19990000');
    assert.equal(got.payInToken, 'USDC');
    assert.deepEqual(got.metadata, { order: 'sdk-js-1' }, 'the secret key reads the metadata');
    assert.equal(got.successUrl, `${paystead.baseUrl}/thanks`);
    assert.equal(got.settleTxHash, undefined, 'unpaid');
  });

  test("the server's refusals map to codes", async () => {
    const client = new Client({ apiKey: paystead.secretKey, baseUrl: paystead.baseUrl });
    let err = await rejectsWith(
      client.createInvoice({ amountUsdc: 1.0000001, payInToken: 'USDC', successUrl: `${paystead.baseUrl}/thanks` }),
      'INVALID_AMOUNT',
    );
    assert.equal(err.status, 400);
    assert.equal(err.serverCode, 'bad_body');
    assert.ok(err.requestId);

    err = await rejectsWith(
      client.createInvoice({ amountUsdc: 5, payInToken: 'USDC', successUrl: 'https://elsewhere.example/thanks' }),
      'INVALID_URL',
    );
    assert.equal(err.status, 400);

    const unknown = new Client({ apiKey: 'ak_live_not_a_real_key', baseUrl: paystead.baseUrl });
    err = await rejectsWith(
      unknown.createInvoice({ amountUsdc: 5, payInToken: 'USDC', successUrl: `${paystead.baseUrl}/thanks` }),
      'INVALID_API_KEY',
    );
    assert.equal(err.status, 401);
    assert.equal(err.serverCode, 'invalid_api_key');
  });

  test("a publishable key through a dev server's proxy: allowed from the usual dev servers, ORIGIN_NOT_ALLOWED from elsewhere", async () => {
    // A front end's dev server proxying /api passes the page's Origin on.
    const params = { amountUsdc: 4, payInToken: 'USDC', successUrl: `${paystead.baseUrl}/thanks` };
    const vite = await proxyTo(paystead.baseUrl, { origin: 'http://localhost:5173' });
    const elsewhere = await proxyTo(paystead.baseUrl, { origin: 'http://localhost:9999' });
    try {
      const inv = await new Client({ apiKey: paystead.publishableKey, baseUrl: vite.url }).createInvoice(params);
      assert.match(inv.invoiceId, /^0x[0-9a-f]+$/);

      const f = countingFetch();
      const refused = new Client({ apiKey: paystead.publishableKey, baseUrl: elsewhere.url, fetch: f, maxRetries: 3 });
      const err = await rejectsWith(refused.createInvoice(params), 'ORIGIN_NOT_ALLOWED');
      assert.equal(err.status, 403);
      assert.equal(err.serverCode, 'origin_not_allowed');
      assert.ok(err.requestId);
      assert.match(err.message, /http:\/\/localhost:9999/);
      assert.match(err.message, /\/m\/settings/);
      assert.equal(f.count, 1, 'not retried');
    } finally {
      await vite.close();
      await elsewhere.close();
    }
  });

  test('validation and a publishable escrows() call send no request', async () => {
    const f = countingFetch();
    const secret = new Client({ apiKey: paystead.secretKey, baseUrl: paystead.baseUrl, fetch: f });
    await rejectsWith(secret.createInvoice({ amountUsdc: -1, payInToken: 'USDC', successUrl: `${paystead.baseUrl}/thanks` }), 'INVALID_AMOUNT');
    await rejectsWith(secret.createInvoice({ amountUsdc: 1, payInToken: 'USDC' }), 'INVALID_URL');
    const browser = new Client({ apiKey: paystead.publishableKey, baseUrl: paystead.baseUrl, fetch: f });
    await rejectsWith(browser.escrows(), 'PUBLISHABLE_KEY_FORBIDDEN');
    assert.equal(f.count, 0);
  });

  test('escrows() with the secret key', async () => {
    const client = new Client({ apiKey: paystead.secretKey, baseUrl: paystead.baseUrl });
    const sum = await client.escrows({ token: 'USDC', paidFrom: new Date(Date.now() - 3_600_000) });
    assert.ok(Array.isArray(sum.pending) && Array.isArray(sum.matured) && Array.isArray(sum.claimed));
    assert.deepEqual(sum.pending, [], 'nothing has been paid on this fresh chain');
    assert.equal(sum.truncated, false);
  });
});
