// A merchant's storefront written with @paystead/react, as a React
// developer would. TestReactCheckout (react_test.go) bundles it with
// esbuild against the built packages in sdk/js and serves it from an
// origin of its own; the page reads its settings from window.shop.
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { CheckoutButton, useCheckout } from '@paystead/react';

const { apiKey, baseUrl, order } = window.shop;
const invoice = {
  amountUsdc: 19.99,
  payInToken: 'USDC',
  successUrl: `${location.origin}/thanks`,
  metadata: { order },
};

// A button of the merchant's own that never disables itself: only
// checkout() stands between its presses and a second invoice.
function OwnButton({ onError }) {
  const { checkout, loading, error } = useCheckout({ apiKey, baseUrl, pollIntervalMs: 0 });
  useEffect(() => {
    if (error) onError(error);
  }, [error, onError]);
  return (
    <p>
      <button id="own" type="button" onClick={() => void checkout(invoice)}>
        Pay with the shop's own button
      </button>{' '}
      <output id="own-state">{loading ? 'loading' : 'idle'}</output>
    </p>
  );
}

function Shop() {
  const [error, setError] = useState(null);
  return (
    <main>
      <h1>Demo shop</h1>
      <CheckoutButton apiKey={apiKey} baseUrl={baseUrl} invoice={invoice} className="pay" onError={setError}>
        Pay 19.99 USDC
      </CheckoutButton>
      <OwnButton onError={setError} />
      <p id="error" role="alert">
        {error && `${error.code}: ${error.message}`}
      </p>
    </main>
  );
}

// Marks a return through the back/forward cache, which the test checks.
addEventListener('pageshow', (event) => {
  if (event.persisted) document.body.dataset.restored = 'true';
});

// Test instrumentation: every change of the buttons' state is sent to the
// shop's server, numbered. While the browser waits for the hosted page,
// DevTools cannot look into the page; the test reads the states there.
window.shopStateSeq = 0;
function reportState() {
  const pay = document.querySelector('button.pay');
  const own = document.querySelector('#own-state');
  if (!pay || !own) return;
  const state = `pay:${pay.disabled ? 'disabled' : 'enabled'}${pay.getAttribute('aria-busy') === 'true' ? ',busy' : ''} own:${own.textContent}`;
  const seq = ++window.shopStateSeq;
  void fetch('/state', { method: 'POST', body: `${seq} ${state}`, keepalive: true });
}

const root = document.getElementById('root');
new MutationObserver(reportState).observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
createRoot(root).render(<Shop />);
