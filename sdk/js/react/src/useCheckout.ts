import type { ClientError, CreateInvoiceParams, Environment, Invoice } from '@paystead/sdk';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';

import { asClientError, notRunning, pageCheckoutRunning, runPageCheckout, subscribePageCheckout } from './pageCheckout.js';
import { useClient } from './startButton.js';

/** Options of {@link useCheckout}. */
export interface UseCheckoutOptions {
  /** The publishable key (`pk_live_…`). */
  apiKey: string;
  /** `'testnet'` (default) or `'mainnet'`. */
  environment?: Environment;
  /** Overrides `environment` for a self-hosted Paystead. */
  baseUrl?: string;
  /**
   * The invoice whose refund window to follow. When omitted, the hook follows
   * the last invoice `checkout()` created in this tab (kept in
   * sessionStorage), so a success page that mounts the hook again picks it up.
   */
  invoiceId?: string;
  /** How often to ask whether the invoice is paid. Default 5 000 ms; 0 turns following off. */
  pollIntervalMs?: number;
}

/** What {@link useCheckout} returns. */
export interface UseCheckoutResult {
  /**
   * Creates the invoice and sends the browser to its payment page. Resolves
   * with the invoice, or with undefined when it failed (see `error`). One
   * checkout runs per page: called again while one is running (from this
   * hook or another on the page), or after its redirect began, it creates
   * nothing and returns the running checkout's promise.
   */
  checkout: (params: CreateInvoiceParams) => Promise<Invoice | undefined>;
  /**
   * True from a `checkout` call (this hook's or another on the page) until
   * the page has left for the hosted payment page; false again if creating
   * the invoice failed, or when the browser brings the page back from its
   * back/forward cache.
   */
  loading: boolean;
  /** The last failure, cleared when `checkout` is called again. */
  error: ClientError | null;
  /**
   * When the 7-day refund window of the followed invoice closes (its
   * `claimableAt`). Null until the invoice is paid; filled in while the page
   * is open.
   */
  refundEndsAt: Date | null;
}

const DEFAULT_POLL_INTERVAL_MS = 5_000;

/** sessionStorage key of the last invoice checkout() created. */
export const LAST_INVOICE_STORAGE_KEY = 'paystead:lastInvoiceId';

/** Invoice states after which claimableAt will never appear or change. */
const FINAL_WITHOUT_WINDOW = new Set(['refunded', 'failed']);

/**
 * Creates invoices and sends the customer to Paystead's hosted checkout, and
 * follows the refund window of the invoice once it is paid.
 */
export function useCheckout(options: UseCheckoutOptions): UseCheckoutResult {
  const { apiKey, environment, baseUrl } = options;
  const pollIntervalMs = options.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS;

  const made = useClient(apiKey, environment, baseUrl);

  const loading = useSyncExternalStore(subscribePageCheckout, pageCheckoutRunning, notRunning);
  const [error, setError] = useState<ClientError | null>(null);
  const [refundEndsAt, setRefundEndsAt] = useState<Date | null>(null);
  const [createdId, setCreatedId] = useState<string | null>(null);
  const [storedId] = useState<string | null>(readLastInvoice);
  const followedId = options.invoiceId ?? createdId ?? storedId;

  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const checkout = useCallback(
    (params: CreateInvoiceParams): Promise<Invoice | undefined> => {
      const client = made.client;
      if (!client) {
        setError(made.error);
        return Promise.resolve(undefined);
      }
      return runPageCheckout(async () => {
        setError(null);
        try {
          const invoice = await client.createInvoice(params);
          writeLastInvoice(invoice.invoiceId);
          if (mounted.current) {
            setCreatedId(invoice.invoiceId);
            setRefundEndsAt(null);
          }
          // The page stays busy from here until the browser has left it.
          client.openCheckout(invoice);
          return invoice;
        } catch (err) {
          if (mounted.current) setError(asClientError(err));
          return undefined;
        }
      });
    },
    [made],
  );

  // Follow the invoice until it is paid: poll its public view and take
  // claimableAt as the end of the refund window.
  useEffect(() => {
    const client = made.client;
    if (!client || !followedId || !(pollIntervalMs > 0)) return undefined;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const poll = async () => {
      try {
        const inv = await client.getInvoice(followedId, { signal: controller.signal });
        if (stopped) return;
        if (inv.claimableAt) {
          const at = new Date(inv.claimableAt);
          setRefundEndsAt((prev) => (prev && prev.getTime() === at.getTime() ? prev : at));
          return; // the window's end is fixed once paid
        }
        if (inv.status && FINAL_WITHOUT_WINDOW.has(inv.status)) return;
      } catch {
        if (stopped) return;
        // A missed poll is retried at the next interval.
      }
      timer = setTimeout(poll, pollIntervalMs);
    };
    void poll();
    return () => {
      stopped = true;
      controller.abort();
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [made, followedId, pollIntervalMs]);

  return { checkout, loading, error: error ?? made.error, refundEndsAt };
}

function storage(): Storage | undefined {
  try {
    return (globalThis as { sessionStorage?: Storage }).sessionStorage;
  } catch {
    return undefined; // storage disabled by the browser
  }
}

function readLastInvoice(): string | null {
  try {
    return storage()?.getItem(LAST_INVOICE_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

function writeLastInvoice(invoiceId: string): void {
  try {
    storage()?.setItem(LAST_INVOICE_STORAGE_KEY, invoiceId);
  } catch {
    // Private mode or a full quota: only the resumed polling is lost.
  }
}
