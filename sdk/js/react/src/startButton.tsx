import { Client, type ClientError, type Environment } from '@paystead/sdk';
import { useId, useMemo, type ReactNode } from 'react';

import { asClientError } from './pageCheckout.js';

/** The page's client for apiKey, or why none could be made (an unknown environment, say). */
export function useClient(apiKey: string, environment: Environment | undefined, baseUrl: string | undefined):
  { client: Client; error: null } | { client: null; error: ClientError } {
  return useMemo(() => {
    try {
      return { client: new Client({ apiKey, environment, baseUrl }), error: null };
    } catch (err) {
      return { client: null, error: asClientError(err) };
    }
  }, [apiKey, environment, baseUrl]);
}

/** Props of {@link StartButton}. */
interface StartButtonProps {
  className?: string;
  children?: ReactNode;
  /** The page's checkout is running: the button is disabled and aria-busy. */
  loading: boolean;
  /** A failure the page does not handle itself (no onError), told after the button. */
  unhandled: ClientError | null;
  /** What could not start, for the message: "The payment could not start: …". */
  what: string;
  onClick: () => void;
}

/**
 * The native, unstyled button <CheckoutButton> and <SubscribeButton> render, with the refusal
 * the page does not handle told after it (role="alert", pointed at by aria-describedby).
 */
export function StartButton({ className, children, loading, unhandled, what, onClick }: StartButtonProps) {
  const messageId = useId();
  const button = (
    <button
      type="button"
      className={className}
      disabled={loading}
      aria-busy={loading || undefined}
      aria-describedby={unhandled ? messageId : undefined}
      onClick={onClick}
    >
      {children}
    </button>
  );
  if (!unhandled) return button;
  return (
    <>
      {button}
      <span id={messageId} role="alert" data-paystead-error={unhandled.code}>
        {`${what} could not start: ${unhandled.message}`}
      </span>
    </>
  );
}
