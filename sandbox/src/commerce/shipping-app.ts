import { z } from 'zod';
import type { ExternalShippingMethodRecord } from './checkout-model';

/**
 * The app that lists and prices a checkout's delivery methods, as Saleor calls an app's synchronous
 * SHIPPING_LIST_METHODS_FOR_CHECKOUT webhook: a POST of the checkout's payload, answered by a JSON list of
 * `{id, name, amount, currency, maximum_delivery_days, description}`. Saleor keeps the list with the checkout and asks
 * again when the checkout's lines or address change; a failed call lists nothing from the app.
 */
export interface ShippingApp {
  /** The app's identifier inside method ids (`app:<appId>:<methodId>`). */
  readonly appId: string;
  list(payload: ShippingListPayload): Promise<ExternalShippingMethodRecord[]>;
}

/** What the sandbox sends: the fields of the checkout a shipping app needs, in the commerce API's names. */
export interface ShippingListPayload {
  checkout: {
    id: string;
    channel: { slug: string };
    shippingAddress: Record<string, string> | null;
    lines: {
      id: string;
      quantity: number;
      unitPrice: { gross: { amount: number; currency: string } };
      variant: { id: string; sku: string; pricing: { price: { gross: { amount: number; currency: string } } } };
      metadata: { key: string; value: string }[];
    }[];
    subtotalPrice: { gross: { amount: number; currency: string } };
    metadata: { key: string; value: string }[];
  };
}

const Listed = z
  .array(
    z.object({
      id: z.string().min(1).max(100),
      name: z.string().min(1).max(200),
      amount: z.number().finite().min(0),
      currency: z.string().length(3),
      maximum_delivery_days: z.number().int().min(0).nullish(),
      description: z.string().max(2000).nullish(),
    }),
  )
  .max(50);

/** The shipping app at `url`, called over HTTP with a bounded wait. */
export class HttpShippingApp implements ShippingApp {
  constructor(
    private readonly url: string,
    readonly appId = 'cuida-gateway',
    private readonly timeoutMs = 5_000,
    private readonly log: (line: string) => void = () => {},
  ) {}

  async list(payload: ShippingListPayload): Promise<ExternalShippingMethodRecord[]> {
    try {
      const response = await fetch(this.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'saleor-event': 'shipping_list_methods_for_checkout' },
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const listed = Listed.parse(await response.json());
      // Saleor drops methods in another currency than the checkout's channel.
      return listed
        .filter((method) => method.currency === 'PEN')
        .map((method) => ({
          id: method.id,
          name: method.name,
          description: method.description ?? null,
          price: method.amount,
          maximumDeliveryDays: method.maximum_delivery_days ?? null,
        }));
    } catch (error) {
      this.log(
        `shipping app ${this.url}: ${error instanceof Error ? error.message : String(error)}; no methods listed`,
      );
      throw new ShippingAppUnavailable();
    }
  }
}

/** The app did not answer a usable list: the checkout keeps what it had, and completion is refused. */
export class ShippingAppUnavailable extends Error {
  constructor() {
    super('The shipping app did not list delivery methods.');
  }
}

/** Saleor's global id of an app's method: base64 of `app:<appId>:<methodId>`. */
export const externalMethodGlobalId = (appId: string, methodId: string) =>
  Buffer.from(`app:${appId}:${methodId}`).toString('base64');

/** The method id inside an app method's global id, or null for anything else. */
export function externalMethodIdOf(globalId: string, appId: string): string | null {
  let decoded: string;
  try {
    decoded = Buffer.from(globalId, 'base64').toString('utf8');
  } catch {
    return null;
  }
  const prefix = `app:${appId}:`;
  return decoded.startsWith(prefix) && decoded.length > prefix.length ? decoded.slice(prefix.length) : null;
}
