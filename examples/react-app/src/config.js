// Where Paystead answers and the merchant's publishable key (pk_live_…, safe
// in a page), from .env.local or the environment of `npm run dev`.
export const paysteadUrl = import.meta.env.VITE_PAYSTEAD_URL || 'http://127.0.0.1:8080';
export const publishableKey = import.meta.env.VITE_PAYSTEAD_PUBLISHABLE_KEY || '';
