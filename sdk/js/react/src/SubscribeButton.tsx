import type { ClientError, CreateSubscriptionCheckoutParams, Environment, SubscriptionCheckout } from '@paystead/sdk';
import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';

import { asClientError, notRunning, pageCheckoutRunning, runPageCheckout, subscribePageCheckout } from './pageCheckout.js';
import { StartButton, useClient } from './startButton.js';

/** Props of {@link SubscribeButton}. */
export interface SubscribeButtonProps {
  /** The publishable key (`pk_live_…`); the page must be on one of the merchant's allowed origins. */
  apiKey: string;
  /** `'testnet'` (default) or `'mainnet'`. */
  environment?: Environment;
  /** Overrides `environment` for a self-hosted Paystead. */
  baseUrl?: string;
  /** The plan to subscribe to (its id, from the dashboard or `POST /api/plans`). */
  planId: string;
  /** Where the customer goes once subscribed, and where cancelling the page leads (allowed origins). */
  successUrl?: string;
  cancelUrl?: string;
  /** Your own reference for the checkout (an order or customer id). */
  reference?: string;
  className?: string;
  children?: ReactNode;
  /**
   * Called when opening the checkout fails. Without it the button says so itself: a message after
   * the button (`role="alert"`), gone at the next press.
   */
  onError?: (error: ClientError) => void;
}

/**
 * A native, unstyled `<button>` that opens a checkout session of a plan and sends the customer to
 * Paystead's hosted subscription page, where they sign once and are charged every period. Like
 * `<CheckoutButton>` it is disabled (and `aria-busy`) from the first press until the page has
 * left, so presses meanwhile open nothing more (one checkout per page, whichever button starts
 * it); it is enabled again when opening failed, or when the browser brings the page back from its
 * back/forward cache.
 */
export function SubscribeButton({ apiKey, environment, baseUrl, planId, successUrl, cancelUrl, reference, className, children, onError }: SubscribeButtonProps) {
  const made = useClient(apiKey, environment, baseUrl);
  const loading = useSyncExternalStore(subscribePageCheckout, pageCheckoutRunning, notRunning);
  const [error, setError] = useState<ClientError | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;
  useEffect(() => {
    if (error) onErrorRef.current?.(error);
  }, [error]);

  const subscribe = () => {
    const client = made.client;
    if (!client) {
      setError(made.error);
      return;
    }
    const params: CreateSubscriptionCheckoutParams = {};
    if (successUrl !== undefined) params.successUrl = successUrl;
    if (cancelUrl !== undefined) params.cancelUrl = cancelUrl;
    if (reference !== undefined) params.reference = reference;
    void runPageCheckout<SubscriptionCheckout>(async () => {
      setError(null);
      try {
        const checkout = await client.createSubscriptionCheckout(planId, params);
        // The page stays busy from here until the browser has left it.
        client.openCheckout(checkout);
        return checkout;
      } catch (err) {
        if (mounted.current) setError(asClientError(err));
        return undefined;
      }
    });
  };

  const unhandled = error && !onError ? error : null;
  return (
    <StartButton className={className} loading={loading} unhandled={unhandled} what="The subscription" onClick={subscribe}>
      {children}
    </StartButton>
  );
}
