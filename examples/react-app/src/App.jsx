import { Shop } from './Shop.jsx';
import { Thanks } from './Thanks.jsx';
import { publishableKey } from './config.js';

// The React README's example, when e2e/reactapp_test.go has written it here
// (src/readme-example.jsx, not committed): served at /readme.
const readme = Object.values(import.meta.glob('./readme-example.jsx', { eager: true }))[0];

// Two pages, told apart by the path: the shop and the successUrl.
export function App() {
  if (readme && window.location.pathname === '/readme') {
    return (
      <main>
        <h1>The README&apos;s example</h1>
        <readme.Pay />
      </main>
    );
  }
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
