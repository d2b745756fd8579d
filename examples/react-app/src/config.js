// The merchant's publishable key (pk_live_…, safe in a page), from .env.local or
// the environment of `npm run dev`. The @paystead packages installed from a
// Paystead (its /sdk/) talk to that Paystead: VITE_PAYSTEAD_URL is needed
// only to talk to another one, or with packages built from source.
export const paysteadUrl = import.meta.env.VITE_PAYSTEAD_URL || undefined;
export const publishableKey = import.meta.env.VITE_PAYSTEAD_PUBLISHABLE_KEY || '';
