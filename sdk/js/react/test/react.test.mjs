import { redirects } from './dom.mjs'; // first: React must see the DOM when it loads

import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { after, afterEach, beforeEach, describe, test } from 'node:test';

import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';

import { CheckoutButton, LAST_INVOICE_STORAGE_KEY, SubscribeButton, useCheckout } from '../dist/index.js';

const params = { amountUsdc: 19.99, payInToken: 'USDC', successUrl: 'https://shop.example/thanks' };

// A local Paystead whose answers each test sets. POSTs can be held back to
// observe the button while the invoice is being created.
const requests = [];
const defaultPost = (req, res) => send(res, 201, { invoiceId: '0xabc', url: 'https://pay.example/i/0xabc' });
const defaultGet = (req, res) => send(res, 200, { invoiceId: '0xabc', url: 'https://pay.example/i/0xabc', status: 'open' });
let answerPost = defaultPost;
let answerGet = defaultGet;
const server = createServer((req, res) => {
  let body = '';
  req.on('data', (c) => (body += c));
  req.on('end', () => {
    requests.push({ method: req.method, url: req.url, headers: req.headers, body });
    (req.method === 'POST' ? answerPost : answerGet)(req, res);
  });
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const baseUrl = `http://127.0.0.1:${server.address().port}`;
after(() => {
  server.closeAllConnections();
  server.close();
});

function send(res, status, body) {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

let container;
let root;
beforeEach(() => {
  answerPost = defaultPost;
  answerGet = defaultGet;
  requests.length = 0;
  redirects.length = 0;
  sessionStorage.clear();
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
});
afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
  // A test that redirected left this page busy, as a real page stays until
  // the browser has left it; coming back from the back/forward cache frees it.
  await act(async () => comeBack());
});

/** Brings the page back as the back/forward cache does: a pageshow with persisted. */
function comeBack(persisted = true) {
  window.dispatchEvent(new window.PageTransitionEvent('pageshow', { persisted }));
}

const posts = () => requests.filter((r) => r.method === 'POST');

async function render(element) {
  await act(async () => root.render(element));
}

/** Waits, letting React apply updates, until cond() holds. */
async function waitFor(cond, what) {
  const deadline = Date.now() + 5000;
  while (!cond()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
  }
}

async function click(el) {
  await act(async () => {
    el.dispatchEvent(new window.MouseEvent('click', { bubbles: true }));
  });
}

describe('CheckoutButton', () => {
  test('renders a native button with no styling', async () => {
    await render(createElement(CheckoutButton, { apiKey: 'pk_live_test', baseUrl, invoice: params, className: 'pay' }, 'Pay now'));
    const button = container.querySelector('button');
    assert.equal(container.children.length, 1);
    assert.equal(button.tagName, 'BUTTON');
    assert.equal(button.type, 'button');
    assert.equal(button.className, 'pay');
    assert.equal(button.getAttribute('style'), null);
    assert.equal(button.textContent, 'Pay now');
    assert.equal(button.disabled, false);
    assert.equal(requests.length, 0, 'nothing is sent before a click');
  });

  test('is disabled from the first press until the page has left, then redirects once', async () => {
    let release;
    answerPost = (req, res) => {
      release = () => send(res, 201, { invoiceId: '0xabc', url: 'https://pay.example/i/0xabc' });
    };
    await render(createElement(CheckoutButton, { apiKey: 'pk_live_test', baseUrl, invoice: params }, 'Pay'));
    const button = container.querySelector('button');

    await click(button);
    await waitFor(() => release, 'the create request');
    assert.equal(button.disabled, true, 'disabled while creating');
    assert.equal(button.getAttribute('aria-busy'), 'true');
    await click(button); // a second click while disabled makes no second invoice
    assert.equal(redirects.length, 0);

    release();
    await waitFor(() => redirects.length === 1, 'the redirect');
    assert.deepEqual(redirects, ['https://pay.example/i/0xabc']);
    // The hosted page may take seconds to answer; this page stays busy meanwhile.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 100)));
    assert.equal(button.disabled, true, 'still disabled after the redirect began');
    assert.equal(button.getAttribute('aria-busy'), 'true');
    await click(button);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));

    assert.equal(posts().length, 1);
    assert.equal(redirects.length, 1);
    assert.equal(posts()[0].url, '/api/invoices');
    assert.equal(posts()[0].headers['x-service-api-key'], 'pk_live_test');
    assert.match(posts()[0].headers['idempotency-key'], /^idem_[0-9a-f]{32}$/);
    assert.deepEqual(JSON.parse(posts()[0].body), params);
    assert.equal(sessionStorage.getItem(LAST_INVOICE_STORAGE_KEY), '0xabc');
    assert.equal(requests.filter((r) => r.method === 'GET').length, 0, 'the button does not poll');
  });

  test('is enabled again when the page comes back from the back/forward cache', async () => {
    await render(createElement(CheckoutButton, { apiKey: 'pk_live_test', baseUrl, invoice: params }, 'Pay'));
    const button = container.querySelector('button');
    await click(button);
    await waitFor(() => redirects.length === 1, 'the redirect');

    await act(async () => comeBack(false)); // a first load is not a return
    assert.equal(button.disabled, true);

    await act(async () => comeBack(true));
    assert.equal(button.disabled, false);
    assert.equal(button.getAttribute('aria-busy'), null);
    await click(button); // a new intent: a new invoice
    await waitFor(() => redirects.length === 2, 'the second redirect');
    assert.equal(posts().length, 2);
  });

  test('every checkout button on the page waits for the one pressed', async () => {
    let release;
    answerPost = (req, res) => {
      release = () => send(res, 201, { invoiceId: '0xabc', url: 'https://pay.example/i/0xabc' });
    };
    await render(
      createElement(
        'div',
        null,
        createElement(CheckoutButton, { apiKey: 'pk_live_test', baseUrl, invoice: params }, 'Small'),
        createElement(CheckoutButton, { apiKey: 'pk_live_test', baseUrl, invoice: { ...params, amountUsdc: 50 } }, 'Large'),
      ),
    );
    const [small, large] = container.querySelectorAll('button');
    await click(small);
    await waitFor(() => release, 'the create request');
    assert.equal(large.disabled, true, 'the other button is disabled too');
    await click(large);
    release();
    await waitFor(() => redirects.length === 1, 'the redirect');
    await click(large);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    assert.equal(posts().length, 1);
    assert.equal(JSON.parse(posts()[0].body).amountUsdc, 19.99);
    assert.deepEqual(redirects, ['https://pay.example/i/0xabc']);
  });

  test('reports a failure, does not redirect, and can be pressed again', async () => {
    answerPost = (req, res) => send(res, 401, { code: 'invalid_api_key', message: 'The API key is not recognised.' });
    const errors = [];
    await render(createElement(CheckoutButton, { apiKey: 'pk_live_revoked', baseUrl, invoice: params, onError: (e) => errors.push(e) }, 'Pay'));
    const button = container.querySelector('button');
    await click(button);
    await waitFor(() => errors.length === 1, 'onError');
    assert.equal(errors[0].code, 'INVALID_API_KEY');
    assert.equal(errors[0].status, 401);
    assert.equal(redirects.length, 0);
    assert.equal(button.disabled, false, 'enabled again so the customer can retry');

    answerPost = (req, res) => send(res, 201, { invoiceId: '0xdef', url: 'https://pay.example/i/0xdef' });
    await click(button);
    await waitFor(() => redirects.length === 1, 'the redirect of the retry');
    assert.deepEqual(redirects, ['https://pay.example/i/0xdef']);
    assert.equal(posts().length, 2);
  });

  test('without onError, a failure is told to the person who pressed it', async () => {
    answerPost = (req, res) =>
      send(res, 403, { code: 'origin_not_allowed', message: 'The origin http://localhost:5174 is not allowed for this key.' });
    await render(createElement(CheckoutButton, { apiKey: 'pk_live_test', baseUrl, invoice: params }, 'Pay'));
    const button = container.querySelector('button');
    assert.equal(container.querySelector('[role="alert"]'), null, 'nothing to say before a press');
    await click(button);
    await waitFor(() => container.querySelector('[role="alert"]'), 'the refusal');
    const alert = container.querySelector('[role="alert"]');
    assert.match(alert.textContent, /^The payment could not start: /);
    assert.match(alert.textContent, /localhost:5174/);
    assert.equal(alert.getAttribute('data-paystead-error'), 'ORIGIN_NOT_ALLOWED');
    assert.equal(button.getAttribute('aria-describedby'), alert.id, 'the button points at the message');
    assert.equal(button.disabled, false, 'enabled again so the customer can retry');
    assert.equal(redirects.length, 0);

    answerPost = defaultPost;
    await click(button);
    await waitFor(() => redirects.length === 1, 'the redirect of the retry');
    assert.equal(container.querySelector('[role="alert"]'), null, 'the message goes with the next press');
  });

  test('with onError, the page says it: the button adds nothing', async () => {
    answerPost = (req, res) => send(res, 401, { code: 'invalid_api_key', message: 'The API key is not recognised.' });
    const errors = [];
    await render(createElement(CheckoutButton, { apiKey: 'pk_live_test', baseUrl, invoice: params, onError: (e) => errors.push(e) }, 'Pay'));
    await click(container.querySelector('button'));
    await waitFor(() => errors.length === 1, 'onError');
    assert.equal(container.children.length, 1);
    assert.equal(container.querySelector('[role="alert"]'), null);
  });

  test('an invalid amount fails before any request', async () => {
    const errors = [];
    await render(
      createElement(CheckoutButton, { apiKey: 'pk_live_test', baseUrl, invoice: { ...params, amountUsdc: 0 }, onError: (e) => errors.push(e) }, 'Pay'),
    );
    await click(container.querySelector('button'));
    await waitFor(() => errors.length === 1, 'onError');
    assert.equal(errors[0].code, 'INVALID_AMOUNT');
    assert.equal(requests.length, 0);
  });
});

describe('SubscribeButton', () => {
  const planId = '0b4c7a52-4c1e-4d0e-9d8e-2f1a5b7c9d01';
  const opened = { id: '7d0e9d8e-2f1a-4b7c-9d01-0b4c7a524c1e', url: 'https://pay.example/s/7d0e9d8e-2f1a-4b7c-9d01-0b4c7a524c1e', plan: { id: planId },
    successUrl: 'https://shop.example/welcome', cancelUrl: null, reference: 'cust-42', expiresAt: '2026-11-30T10:00:00Z' };

  test('opens the plan\'s checkout with the publishable key and sends the customer to its page, once', async () => {
    let release;
    answerPost = (req, res) => {
      release = () => send(res, 201, opened);
    };
    await render(createElement(SubscribeButton, { apiKey: 'pk_live_test', baseUrl, planId, successUrl: 'https://shop.example/welcome', reference: 'cust-42', className: 'sub' }, 'Subscribe'));
    const button = container.querySelector('button');
    assert.equal(button.type, 'button');
    assert.equal(button.className, 'sub');
    assert.equal(button.textContent, 'Subscribe');
    await click(button);
    await waitFor(() => release, 'the checkout request');
    assert.equal(button.disabled, true, 'disabled while opening');
    assert.equal(button.getAttribute('aria-busy'), 'true');
    await click(button);
    release();
    await waitFor(() => redirects.length === 1, 'the redirect');
    assert.deepEqual(redirects, [opened.url]);
    assert.equal(button.disabled, true, 'still busy until the page has left');
    assert.equal(posts().length, 1);
    assert.equal(posts()[0].url, `/api/plans/${planId}/checkouts`);
    assert.equal(posts()[0].headers['x-service-api-key'], 'pk_live_test');
    assert.deepEqual(JSON.parse(posts()[0].body), { successUrl: 'https://shop.example/welcome', reference: 'cust-42' });
  });

  test('shares the page\'s one checkout with the invoice buttons', async () => {
    let release;
    answerPost = (req, res) => {
      release = () => send(res, 201, { invoiceId: '0xabc', url: 'https://pay.example/i/0xabc' });
    };
    await render(createElement('div', null,
      createElement(CheckoutButton, { apiKey: 'pk_live_test', baseUrl, invoice: params }, 'Pay'),
      createElement(SubscribeButton, { apiKey: 'pk_live_test', baseUrl, planId }, 'Subscribe')));
    const [pay, subscribe] = container.querySelectorAll('button');
    await click(pay);
    await waitFor(() => release, 'the invoice request');
    assert.equal(subscribe.disabled, true, 'the subscribe button waits for the payment pressed');
    await click(subscribe);
    release();
    await waitFor(() => redirects.length === 1, 'the redirect');
    assert.equal(posts().length, 1, 'no checkout opened beside the invoice');
  });

  test('without onError, a refused origin is told to the person who pressed it, who may press again', async () => {
    answerPost = (req, res) => send(res, 403, { code: 'origin_not_allowed', message: 'The publishable key is refused from http://localhost:5174.' });
    await render(createElement(SubscribeButton, { apiKey: 'pk_live_test', baseUrl, planId }, 'Subscribe'));
    const button = container.querySelector('button');
    await click(button);
    await waitFor(() => container.querySelector('[role="alert"]'), 'the refusal');
    const alert = container.querySelector('[role="alert"]');
    assert.match(alert.textContent, /^The subscription could not start: .*localhost:5174/);
    assert.equal(alert.getAttribute('data-paystead-error'), 'ORIGIN_NOT_ALLOWED');
    assert.equal(button.getAttribute('aria-describedby'), alert.id);
    assert.equal(button.disabled, false);
    assert.equal(redirects.length, 0);

    answerPost = (req, res) => send(res, 201, opened);
    await click(button);
    await waitFor(() => redirects.length === 1, 'the redirect of the retry');
    assert.equal(container.querySelector('[role="alert"]'), null, 'the message goes with the next press');
  });

  test('with onError, the page says it', async () => {
    answerPost = (req, res) => send(res, 404, { code: 'not_found', message: 'No plan has that id.' });
    const errors = [];
    await render(createElement(SubscribeButton, { apiKey: 'pk_live_test', baseUrl, planId, onError: (e) => errors.push(e) }, 'Subscribe'));
    await click(container.querySelector('button'));
    await waitFor(() => errors.length === 1, 'onError');
    assert.equal(errors[0].status, 404);
    assert.equal(container.querySelector('[role="alert"]'), null);
    assert.equal(redirects.length, 0);
  });
});

describe('useCheckout', () => {
  let hook;
  function Probe(props) {
    hook = useCheckout(props);
    return createElement(
      'output',
      null,
      `${hook.loading ? 'loading' : 'idle'} ${hook.error ? hook.error.code : 'ok'} ${hook.refundEndsAt ? hook.refundEndsAt.toISOString() : 'none'}`,
    );
  }

  test('checkout redirects, then refundEndsAt fills in once the invoice is paid', async () => {
    answerPost = (req, res) => send(res, 201, { invoiceId: '0xabc', url: 'https://pay.example/i/0xabc' });
    let gets = 0;
    answerGet = (req, res) => {
      gets++;
      if (gets < 3) return send(res, 200, { invoiceId: '0xabc', url: 'u', status: 'open', paidAt: null, claimableAt: null });
      send(res, 200, { invoiceId: '0xabc', url: 'u', status: 'paid', paidAt: '2026-03-01T10:00:00Z', claimableAt: '2026-03-08T10:00:00Z' });
    };
    await render(createElement(Probe, { apiKey: 'pk_live_test', baseUrl, pollIntervalMs: 20 }));
    assert.equal(container.textContent, 'idle ok none');

    let invoice;
    await act(async () => {
      invoice = await hook.checkout(params);
    });
    assert.equal(invoice.invoiceId, '0xabc');
    assert.deepEqual(redirects, ['https://pay.example/i/0xabc']);

    await waitFor(() => hook.refundEndsAt !== null, 'refundEndsAt');
    // Still loading: the page has not left (here it never does).
    assert.equal(container.textContent, 'loading ok 2026-03-08T10:00:00.000Z');
    const polls = requests.filter((r) => r.method === 'GET');
    assert.equal(polls[0].url, '/api/invoices/0xabc');
    assert.equal(polls[0].headers['x-service-api-key'], undefined, 'the public view needs no key');
    const settled = polls.length;
    await act(async () => new Promise((resolve) => setTimeout(resolve, 100)));
    assert.equal(requests.filter((r) => r.method === 'GET').length, settled, 'polling stops once the window is known');
  });

  test('resumes following the last invoice when the page is opened again', async () => {
    sessionStorage.setItem(LAST_INVOICE_STORAGE_KEY, '0xold');
    answerGet = (req, res) => send(res, 200, { invoiceId: '0xold', url: 'u', status: 'paid', claimableAt: '2026-04-01T00:00:00Z' });
    await render(createElement(Probe, { apiKey: 'pk_live_test', baseUrl, pollIntervalMs: 20 }));
    await waitFor(() => hook.refundEndsAt !== null, 'refundEndsAt');
    assert.equal(hook.refundEndsAt.toISOString(), '2026-04-01T00:00:00.000Z');
    assert.equal(requests[0].url, '/api/invoices/0xold');
  });

  test('a second checkout while one runs, or after its redirect began, creates nothing', async () => {
    let release;
    answerPost = (req, res) => {
      release = () => send(res, 201, { invoiceId: '0xabc', url: 'https://pay.example/i/0xabc' });
    };
    await render(createElement(Probe, { apiKey: 'pk_live_test', baseUrl, pollIntervalMs: 0 }));
    let first, second, third;
    await act(async () => {
      first = hook.checkout(params);
      second = hook.checkout({ ...params, amountUsdc: 5 });
    });
    assert.equal(second, first, 'the running checkout is returned');
    await waitFor(() => release, 'the create request');
    assert.equal(hook.loading, true);
    release();
    let invoice;
    await act(async () => {
      invoice = await first;
    });
    assert.equal(invoice.invoiceId, '0xabc');
    assert.equal(hook.loading, true, 'busy until the page has left');
    await act(async () => {
      third = hook.checkout({ ...params, amountUsdc: 7 });
    });
    assert.equal(third, first);
    assert.equal((await third).invoiceId, '0xabc');
    assert.equal(posts().length, 1);
    assert.deepEqual(redirects, ['https://pay.example/i/0xabc']);

    await act(async () => comeBack());
    assert.equal(hook.loading, false);
  });

  test('loading is true while creating, and errors are reported', async () => {
    let release;
    answerPost = (req, res) => {
      release = () => send(res, 403, { code: 'origin_not_allowed', message: 'Add this origin at /m/settings.' });
    };
    await render(createElement(Probe, { apiKey: 'pk_live_test', baseUrl }));
    let pending;
    await act(async () => {
      pending = hook.checkout(params);
    });
    await waitFor(() => release, 'the create request');
    assert.equal(hook.loading, true);
    release();
    let result;
    await act(async () => {
      result = await pending;
    });
    assert.equal(result, undefined);
    assert.equal(hook.loading, false);
    assert.equal(hook.error.code, 'ORIGIN_NOT_ALLOWED');
    assert.equal(hook.error.serverCode, 'origin_not_allowed');
    assert.equal(redirects.length, 0);
  });

  test('an unknown environment is an error, not a crash', async () => {
    await render(createElement(Probe, { apiKey: 'pk_live_test', environment: 'production' }));
    assert.equal(hook.error.code, 'INVALID_ENVIRONMENT');
    await act(async () => {
      assert.equal(await hook.checkout(params), undefined);
    });
    assert.equal(requests.length, 0);
  });
});
