import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, test } from 'node:test';

import { created, fakePaystead, validParams } from './helpers.mjs';

// The CDN bundle is one classic script that defines the global Paystead.
const source = readFileSync(new URL('../dist/paystead.min.js', import.meta.url), 'utf8');
const Paystead = new Function(`${source}\nreturn Paystead;`)();

const srv = await fakePaystead(created);
after(() => srv.close());

test('is a single self-contained script', () => {
  assert.ok(source.startsWith('/*! @paystead/sdk 1.2.0 */'), 'version banner');
  // No module syntax or loaders: a plain <script> runs it.
  assert.ok(!/\b(import|export)\s+[\w{*]|\brequire\(/.test(source), 'the bundle imports or requires something');
});

test('exposes the deprecated singleton init and createInvoice', async () => {
  await assert.rejects(Paystead.createInvoice(validParams), { code: 'INVALID_API_KEY' });
  Paystead.init({ apiKey: 'pk_live_browser', baseUrl: srv.url });
  const inv = await Paystead.createInvoice(validParams);
  assert.equal(inv.invoiceId, '0xabc123');
  assert.equal(srv.requests.at(-1).headers['x-service-api-key'], 'pk_live_browser');
  await assert.rejects(Paystead.createInvoice({ ...validParams, amountUsdc: 0 }), { code: 'INVALID_AMOUNT' });
});

test('exposes the instance API, the error class and the ABI', async () => {
  const client = new Paystead.Client({ apiKey: 'ak_live_secret', baseUrl: srv.url });
  assert.equal((await client.createInvoice(validParams)).url, 'https://pay.example/i/0xabc123');
  assert.throws(() => new Paystead.Client({ apiKey: '' }), Paystead.ClientError);
  assert.equal(Paystead.GATEWAY_ABI, Paystead.gatewayAbi);
  assert.ok(Paystead.gatewayAbi.some((e) => e.name === 'pay'));
  assert.equal(typeof Paystead.openCheckout, 'function');
});
