import { ClientError } from '@paystead/sdk';

// The one checkout a page runs (an invoice's or a plan's): from the press
// that starts it until the browser has left for the hosted page. Navigation is not
// instant (the hosted page may answer seconds later) and the page stays
// interactive meanwhile, so every hook and button on the page shares this
// state: a second press, on the same button or another, would create a
// second invoice and orphan the first.

let running: Promise<unknown> | null = null;
const listeners = new Set<() => void>();

function setRunning(p: Promise<unknown> | null): void {
  running = p;
  for (const listener of listeners) listener();
}

/**
 * Runs start unless a checkout is already running on this page, in which
 * case it returns that checkout's promise and starts nothing. start
 * resolves with the invoice once the redirect has begun (the page then
 * stays busy until it is left), or with undefined when it failed (the
 * page is free again, so the customer can retry).
 */
export function runPageCheckout<T>(start: () => Promise<T | undefined>): Promise<T | undefined> {
  if (running) return running as Promise<T | undefined>;
  const p = start().then(
    (invoice) => {
      if (invoice === undefined) release(p);
      return invoice;
    },
    (err: unknown) => {
      release(p);
      throw err;
    },
  );
  setRunning(p);
  // Coming back from the hosted page restores this page from the
  // back/forward cache as it was left, busy: free it again.
  globalThis.window?.addEventListener?.('pageshow', onPageShow);
  return p;
}

function release(p: Promise<unknown>): void {
  if (running !== p) return;
  globalThis.window?.removeEventListener?.('pageshow', onPageShow);
  setRunning(null);
}

function onPageShow(event: Event): void {
  if ((event as PageTransitionEvent).persisted && running) release(running);
}

/** True from the start of a checkout until the page is left (or the checkout failed). */
export function pageCheckoutRunning(): boolean {
  return running !== null;
}

/** Subscribes to pageCheckoutRunning's changes (for useSyncExternalStore). */
export function subscribePageCheckout(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The server renders no checkout in progress. */
export function notRunning(): boolean {
  return false;
}

/** err as the client's error (anything else thrown becomes an UNKNOWN one). */
export function asClientError(err: unknown): ClientError {
  if (err instanceof ClientError) return err;
  return new ClientError('UNKNOWN', err instanceof Error ? err.message : String(err), { cause: err });
}
