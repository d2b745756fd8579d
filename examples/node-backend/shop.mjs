// An example merchant backend for Paystead on plain node:http, with no
// dependencies: it creates invoices over Paystead's REST API with the secret
// key and verifies Paystead's webhooks with node:crypto.
//
//   POST /checkout            {"amount": "12.50", "order": "A-1001"} → {"order", "invoiceId", "url"}
//                             (a form post is redirected to the payment page instead)
//   GET  /thanks?order=…      the successUrl the customer comes back to
//   GET  /orders/:ref         what the shop knows of an order, webhooks included
//   POST /webhooks/paystead   Paystead's signed deliveries
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How far a delivery's timestamp may be from our clock (docs/webhooks.md). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * Checks a delivery's Paystead-Signature header against its raw body. The
 * header is `t=<unix seconds>,v1=<hex>[,v1=<hex>…]`, each v1 being
 * hex(HMAC-SHA256(secret, t + "." + body)); while a rotated secret is still
 * valid there is one v1 per secret, and any one matching is enough.
 * Returns null when the delivery is genuine, else why it is not.
 *
 * @param {string | undefined} header
 * @param {Buffer} rawBody the body exactly as received, before any JSON parsing
 * @param {string} secret the endpoint's whsec_… secret
 * @param {number} nowSeconds
 */
export function verifySignature(header, rawBody, secret, nowSeconds = Date.now() / 1000) {
  let timestamp = '';
  const digests = [];
  for (const part of String(header ?? '').split(',')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const key = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (key === 't') timestamp = value;
    // Buffer.from(…, 'hex') stops at the first non-hex character: keep only
    // digests that are hex through and through.
    if (key === 'v1' && /^(?:[0-9a-fA-F]{2})+$/.test(value)) digests.push(Buffer.from(value, 'hex'));
  }
  if (!/^\d+$/.test(timestamp) || digests.length === 0) {
    return 'malformed Paystead-Signature header: want t=<unix seconds>,v1=<hex digest>';
  }
  if (Math.abs(nowSeconds - Number(timestamp)) > SIGNATURE_TOLERANCE_SECONDS) {
    return 'the Paystead-Signature timestamp is more than 5 minutes from our clock';
  }
  const expected = createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest();
  // timingSafeEqual throws on different lengths; the length is no secret.
  const matches = digests.some((d) => d.length === expected.length && timingSafeEqual(d, expected));
  return matches ? null : 'no v1 digest in Paystead-Signature matches our webhook secret';
}

/**
 * The shop: an http.createServer listener plus what it knows, in memory (a
 * real shop keeps orders in its database).
 *
 * @param {{ paysteadUrl: string, secretKey: string, webhookSecret: string, shopUrl: string,
 *           log?: (level: string, msg: string, fields?: object) => void, fetch?: typeof fetch }} options
 */
export function createShop({ paysteadUrl, secretKey, webhookSecret, shopUrl, log = jsonLog, fetch = globalThis.fetch }) {
  const base = paysteadUrl.replace(/\/+$/, '');
  const shop = shopUrl.replace(/\/+$/, '');
  /** @type {Map<string, object>} orders by reference */
  const orders = new Map();
  /** @type {Map<string, object>} orders by invoice id */
  const byInvoice = new Map();
  /** webhook event ids handled: deliveries are at least once */
  const seen = new Set();

  /** Creates the order's invoice with the secret key: POST /api/invoices. */
  async function createInvoice(ref, amount, payInToken) {
    const res = await fetch(`${base}/api/invoices`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Service-Api-Key': secretKey,
        // Paystead answers the same invoice to the same key and body: a
        // retry, a double press or a restart of this shop never makes two.
        'Idempotency-Key': `order:${ref}`,
      },
      body: JSON.stringify({
        // A JSON number, as the API documents it; up to 15 digits a double
        // writes back exactly as given (12.50 → 12.5), and Paystead reads
        // the decimal exactly.
        amountUsdc: Number(amount),
        payInToken,
        reference: ref,
        metadata: { order: ref },
        successUrl: `${shop}/thanks?order=${encodeURIComponent(ref)}`,
        cancelUrl: `${shop}/?cancelled=${encodeURIComponent(ref)}`,
      }),
      signal: AbortSignal.timeout(30_000),
    });
    const answer = await res.json().catch(() => ({}));
    if (res.status === 201) return answer; // {invoiceId, url}
    throw Object.assign(new Error(`Paystead answered ${res.status} ${answer.code ?? ''}: ${answer.message ?? ''}`.trim()), {
      status: res.status,
      code: answer.code,
    });
  }

  async function checkout(req, res) {
    let input;
    try {
      const raw = (await readBody(req, 64 << 10)).toString('utf8');
      input = isJSON(req) ? JSON.parse(raw) : Object.fromEntries(new URLSearchParams(raw));
    } catch (err) {
      return sendJSON(res, 400, { error: `unreadable request: ${err.message}` });
    }
    const asForm = !isJSON(req);
    const amount = String(input.amount ?? '').trim();
    if (!/^\d+(\.\d+)?$/.test(amount) || Number(amount) <= 0) {
      return sendJSON(res, 400, { error: 'amount must be a number of dollars greater than 0, such as 12.50' });
    }
    const payInToken = String(input.payInToken || 'USDC').toUpperCase();
    if (payInToken !== 'USDC' && payInToken !== 'EURC') {
      return sendJSON(res, 400, { error: 'payInToken must be USDC or EURC' });
    }
    const ref = String(input.order ?? '').trim() || `order-${randomBytes(4).toString('hex')}`;
    if (ref.length > 100) return sendJSON(res, 400, { error: 'order must be at most 100 characters' });

    // Known before Paystead answers, so that an invoice.created arriving
    // first finds it (by the metadata it carries).
    let order = orders.get(ref);
    const reservedHere = !order;
    if (reservedHere) {
      order = { order: ref, amount, invoiceId: null, url: null, status: 'awaiting payment', events: [] };
      orders.set(ref, order);
    }
    let invoice;
    try {
      invoice = await createInvoice(ref, amount, payInToken);
    } catch (err) {
      if (reservedHere && !order.invoiceId) orders.delete(ref);
      log('error', 'create invoice', { order: ref, error: err.message });
      // 400: the request (or SHOP_URL) is at fault; 409: this order has an
      // invoice for another amount, or one is being created right now.
      const status = err.status === 400 || err.status === 409 ? err.status : 502;
      return sendJSON(res, status, { error: `could not create the invoice: ${err.message}` });
    }
    if (!order.invoiceId) {
      Object.assign(order, { invoiceId: invoice.invoiceId, url: invoice.url });
      byInvoice.set(invoice.invoiceId, order);
      log('info', 'invoice created', { order: ref, invoiceId: invoice.invoiceId, amount });
    }
    if (asForm) {
      res.writeHead(303, { Location: invoice.url }).end();
      return;
    }
    sendJSON(res, 201, { order: ref, invoiceId: invoice.invoiceId, url: invoice.url });
  }

  /**
   * Paystead's deliveries. The signature is checked over the raw bytes
   * before anything else; a delivery that does not verify is refused with
   * 400 (Paystead retries its own; a forger's stay refused).
   */
  async function webhook(req, res) {
    let raw;
    try {
      raw = await readBody(req, 1 << 20);
    } catch (err) {
      return sendJSON(res, 400, { error: `unreadable body: ${err.message}` });
    }
    const problem = verifySignature(req.headers['paystead-signature'], raw, webhookSecret);
    if (problem) {
      log('warn', 'webhook refused', { eventId: req.headers['paystead-event-id'], error: problem });
      return sendJSON(res, 400, { error: problem });
    }
    let event;
    try {
      event = JSON.parse(raw.toString('utf8'));
    } catch (err) {
      return sendJSON(res, 400, { error: `signed, but not JSON: ${err.message}` });
    }
    handle(event);
    res.writeHead(204).end();
  }

  /** Acts on a verified event once, however often it is delivered. */
  function handle(event) {
    if (seen.has(event.id)) {
      log('info', 'webhook again, already handled', { eventId: event.id, type: event.type });
      return;
    }
    seen.add(event.id);
    const invoice = event.data?.invoice ?? {};
    let order = byInvoice.get(invoice.invoiceId);
    if (!order) {
      // invoice.created can arrive before Paystead's answer to the checkout:
      // the order is reserved by then, and the verified metadata names it.
      const reserved = orders.get(invoice.metadata?.order);
      if (reserved && !reserved.invoiceId) order = reserved;
    }
    if (!order) {
      log('info', 'webhook for an invoice this shop did not create', { eventId: event.id, type: event.type, invoiceId: invoice.invoiceId });
      return;
    }
    order.events.push(event.type);
    switch (event.type) {
      case 'invoice.paid':
        // Sent once the payment is PAYSTEAD_CONFIRMATIONS blocks deep: ship.
        order.status = 'paid';
        order.paidAt = invoice.paidAt;
        order.settleTxHash = invoice.settleTxHash;
        log('info', 'order paid: ship it', { order: order.order, invoiceId: invoice.invoiceId, amount: invoice.amount, payer: invoice.payer });
        break;
      case 'invoice.refunded':
        if (invoice.status === 'refunded') order.status = 'refunded'; // a partial refund leaves it paid
        log('info', 'order refunded', { order: order.order, invoiceId: invoice.invoiceId, status: invoice.status });
        break;
      case 'invoice.failed':
      case 'invoice.expired':
      case 'invoice.voided':
        if (order.status === 'awaiting payment') order.status = 'cancelled';
        log('info', 'order cancelled', { order: order.order, invoiceId: invoice.invoiceId, type: event.type });
        break;
      default:
        log('info', 'webhook', { order: order.order, invoiceId: invoice.invoiceId, type: event.type });
    }
  }

  function home(url, res) {
    const cancelled = url.searchParams.get('cancelled');
    sendHTML(res, 200, `<!doctype html>
<html lang="en"><meta charset="utf-8"><title>Example shop</title>
<h1>Example shop</h1>
${cancelled ? `<p>Order ${escapeHTML(cancelled)} was not paid. Try again:</p>` : ''}
<form method="post" action="/checkout">
  <label>Amount (USD) <input name="amount" value="12.50" inputmode="decimal" required></label>
  <label>Pay in <select name="payInToken"><option>USDC</option><option>EURC</option></select></label>
  <button>Pay with stablecoins</button>
</form>
`);
  }

  /** The successUrl: what the webhook told us, which may come a moment after the customer. */
  function thanks(url, res) {
    const order = orders.get(url.searchParams.get('order') ?? '');
    if (!order) return sendHTML(res, 404, '<!doctype html><title>No such order</title><h1>No such order</h1><p><a href="/">Back to the shop</a></p>');
    const waiting = order.status === 'awaiting payment' ? ' We ship once Paystead confirms the payment; reload in a few seconds.' : '';
    sendHTML(res, 200, `<!doctype html>
<html lang="en"><meta charset="utf-8"><title>Thank you</title>
<h1>Thank you</h1>
<p>Order ${escapeHTML(order.order)} (${escapeHTML(order.amount)} USD) is <strong>${escapeHTML(order.status)}</strong>.${waiting}</p>
<p><a href="/">Back to the shop</a></p>
`);
  }

  async function listener(req, res) {
    const url = new URL(req.url ?? '/', 'http://shop.invalid');
    try {
      if (req.method === 'GET' && url.pathname === '/') return home(url, res);
      if (req.method === 'POST' && url.pathname === '/checkout') return await checkout(req, res);
      if (req.method === 'GET' && url.pathname === '/thanks') return thanks(url, res);
      if (req.method === 'POST' && url.pathname === '/webhooks/paystead') return await webhook(req, res);
      const m = /^\/orders\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && m) {
        const order = orders.get(decodeURIComponent(m[1]));
        return order ? sendJSON(res, 200, order) : sendJSON(res, 404, { error: `no order ${decodeURIComponent(m[1])}` });
      }
      sendJSON(res, 404, { error: `no route ${req.method} ${url.pathname}` });
    } catch (err) {
      log('error', 'request failed', { path: url.pathname, error: err.message });
      if (!res.headersSent) sendJSON(res, 500, { error: 'internal error' });
    }
  }

  return { listener };
}

function isJSON(req) {
  return /^application\/json\b/i.test(req.headers['content-type'] ?? '');
}

/** Reads the whole body, refusing more than limit bytes. */
function readBody(req, limit) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > limit) {
        reject(new Error(`body over ${limit} bytes`));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function sendJSON(res, status, value) {
  res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(value));
}

function sendHTML(res, status, html) {
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' }).end(html);
}

function escapeHTML(s) {
  return String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function jsonLog(level, msg, fields = {}) {
  console.error(JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields }));
}
