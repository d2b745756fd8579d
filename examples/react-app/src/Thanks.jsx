import { useCheckout } from '@paystead/react';

import { paysteadUrl, publishableKey } from './config.js';

// The successUrl. useCheckout follows the invoice the shop page created (it
// keeps its id in sessionStorage) until it is paid, and then knows when its
// 7-day refund window closes.
export function Thanks() {
  const { refundEndsAt } = useCheckout({ apiKey: publishableKey, baseUrl: paysteadUrl, pollIntervalMs: 1000 });
  return (
    <main>
      <h1>Thank you</h1>
      {refundEndsAt ? (
        <p id="refund-ends-at" data-refund-ends-at={refundEndsAt.toISOString()}>
          Paid. You can ask for a refund until {refundEndsAt.toLocaleString()}.
        </p>
      ) : (
        <p aria-live="polite">Waiting for the payment to be confirmed…</p>
      )}
      <p>
        <a href="/">Back to the shop</a>
      </p>
    </main>
  );
}
