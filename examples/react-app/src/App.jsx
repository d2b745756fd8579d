import { Shop } from './Shop.jsx';
import { Thanks } from './Thanks.jsx';
import { publishableKey } from './config.js';

// Two pages, told apart by the path: the shop and the successUrl.
export function App() {
  if (!publishableKey) {
    return (
      <main>
        <h1>Example shop</h1>
        <p role="alert">
          Set <code>VITE_PAYSTEAD_PUBLISHABLE_KEY</code> to the merchant&apos;s publishable key (<code>make dev</code> prints
          one) and start again.
        </p>
      </main>
    );
  }
  return window.location.pathname === '/thanks' ? <Thanks /> : <Shop />;
}
