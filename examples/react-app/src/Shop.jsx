import { CheckoutButton, useCheckout } from '@paystead/react';
import { useState } from 'react';

import { paysteadUrl, publishableKey } from './config.js';

const price = 12.5;

function invoiceFor(payInToken, order) {
  return {
    amountUsdc: price,
    payInToken,
    successUrl: `${window.location.origin}/thanks`,
    cancelUrl: `${window.location.origin}/`,
    metadata: { order },
  };
}

export function Shop() {
  // One order reference for this visit; a real shop has it from its cart.
  const [order] = useState(() => `web-${crypto.randomUUID().slice(0, 8)}`);
  const [buttonError, setButtonError] = useState(null);
  // The same flow without the ready-made button: any element, its own states.
  const { checkout, loading, error } = useCheckout({ apiKey: publishableKey, baseUrl: paysteadUrl, pollIntervalMs: 0 });

  return (
    <main>
      <h1>Example shop</h1>
      <p>
        One bag of coffee, {price.toFixed(2)} USD (order {order}).
      </p>

      <CheckoutButton
        apiKey={publishableKey}
        baseUrl={paysteadUrl}
        invoice={invoiceFor('USDC', order)}
        onError={setButtonError}
      >
        Pay in USDC
      </CheckoutButton>

      <button type="button" disabled={loading} onClick={() => checkout(invoiceFor('EURC', order))}>
        {loading ? 'Opening the payment page…' : 'Pay in EURC'}
      </button>

      {(buttonError ?? error) && (
        <p role="alert">
          The payment could not start ({(buttonError ?? error).code}): {(buttonError ?? error).message}
        </p>
      )}
    </main>
  );
}
