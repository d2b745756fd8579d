import { Client } from './client.js';
import { ClientError } from './errors.js';
import type { CreateInvoiceParams, InitOptions, Invoice } from './types.js';

let singleton: Client | undefined;

/**
 * Configures the shared client that {@link createInvoice} uses.
 *
 * @deprecated One shared client means every merchant on the page or in the
 * process shares it. Use `new Client(options)` and its methods instead.
 */
export function init(options: InitOptions): void {
  singleton = new Client(options);
}

/**
 * Creates an invoice with the client {@link init} configured. Rejects with
 * `INVALID_API_KEY` when `init` has not been called.
 *
 * @deprecated Use `new Client(options).createInvoice(params)`.
 */
export async function createInvoice(params: CreateInvoiceParams): Promise<Invoice> {
  if (!singleton) {
    throw new ClientError('INVALID_API_KEY', 'call init({apiKey}) before createInvoice(), or better, use new Client({apiKey})');
  }
  return singleton.createInvoice(params);
}
