import type { ClientError, CreateInvoiceParams, Environment } from '@paystead/sdk';
import { useEffect, useRef, type ReactNode } from 'react';

import { StartButton } from './startButton.js';

import { useCheckout } from './useCheckout.js';

/** Props of {@link CheckoutButton}. */
export interface CheckoutButtonProps {
  /** The publishable key (`pk_live_…`). */
  apiKey: string;
  /** `'testnet'` (default) or `'mainnet'`. */
  environment?: Environment;
  /** Overrides `environment` for a self-hosted Paystead. */
  baseUrl?: string;
  /** The invoice to create when the button is pressed. */
  invoice: CreateInvoiceParams;
  className?: string;
  children?: ReactNode;
  /**
   * Called when creating the invoice fails. Without it the button says so itself: a message
   * after the button (`role="alert"`, which screen readers announce), gone at the next press.
   */
  onError?: (error: ClientError) => void;
}

/**
 * A native, unstyled `<button>` that creates the invoice and sends the
 * customer to Paystead's hosted checkout. It is disabled (and `aria-busy`)
 * from the first press until the page has left for the hosted page, however
 * long that page takes to answer, so presses meanwhile make no second
 * invoice. It is enabled again if creating the invoice failed (the
 * customer can retry) or when the browser brings the page back from its
 * back/forward cache. A failure the page does not handle (no `onError`) is
 * shown after the button, so the person who pressed it is never left with a
 * button that did nothing.
 */
export function CheckoutButton({ apiKey, environment, baseUrl, invoice, className, children, onError }: CheckoutButtonProps) {
  // The button only creates invoices: it does not follow refund windows.
  const { checkout, loading, error } = useCheckout({ apiKey, environment, baseUrl, pollIntervalMs: 0 });
  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;
  useEffect(() => {
    if (error) onErrorRef.current?.(error);
  }, [error]);
  const unhandled = error && !onError ? error : null;
  return (
    <StartButton className={className} loading={loading} unhandled={unhandled} what="The payment" onClick={() => void checkout(invoice)}>
      {children}
    </StartButton>
  );
}
