// A jsdom document as the global one, installed before React loads, and a
// stand-in for location.assign that records redirects instead of navigating.
import { JSDOM } from 'jsdom';

const dom = new JSDOM('<!doctype html><html><body></body></html>', { url: 'https://shop.example/cart' });

for (const name of ['window', 'document', 'navigator', 'sessionStorage', 'HTMLElement', 'HTMLButtonElement', 'Node', 'Event', 'MouseEvent']) {
  Object.defineProperty(globalThis, name, { value: dom.window[name], configurable: true, writable: true });
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

/** URLs passed to location.assign, in order. */
export const redirects = [];
Object.defineProperty(globalThis, 'location', {
  value: {
    href: 'https://shop.example/cart',
    assign(url) {
      redirects.push(url);
    },
  },
  configurable: true,
  writable: true,
});
