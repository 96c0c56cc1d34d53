import { parsePrice, roundMoney } from '@cuida/domain';
import { z } from 'zod';
import type { GatewayContext } from '../../context';
import { type DeliveryTypeValue, districtIdByName, quoteDelivery } from './resolvers';

/**
 * The delivery types as commerce delivery methods: the gateway is the commerce API's shipping app (Saleor's
 * SHIPPING_LIST_METHODS_FOR_CHECKOUT webhook), so the checkout lists, prices and records exactly the delivery the
 * shopper chose, priced by the coverage data. `id` is the app's method id (Saleor's global id wraps it as
 * `app:<SHIPPING_APP_ID>:<id>`) and the value of the order's `entrega.tipo`.
 */
export const DELIVERY_METHODS: readonly { id: string; type: DeliveryTypeValue; name: string; days: number }[] = [
  { id: 'default', type: 'DEFAULT', name: 'Delivery regular', days: 3 },
  { id: 'programado', type: 'PROGRAMADO', name: 'Delivery programado', days: 7 },
  { id: 'express', type: 'EXPRESS', name: 'Delivery express', days: 0 },
  { id: 'rimac', type: 'RIMAC', name: 'Delivery Rímac Seguros', days: 3 },
  { id: 'pickup_for_me', type: 'PICKUP_FOR_ME', name: 'Recojo en tienda', days: 1 },
  { id: 'pickup_for_someone_else', type: 'PICKUP_FOR_SOMEONE_ELSE', name: 'Recoge otra persona', days: 1 },
];

/** Where the commerce API calls the gateway for a checkout's methods (COMMERCE_SHIPPING_APP_URL of the sandbox). */
export const SHIPPING_WEBHOOK_PATH = '/webhooks/commerce/shipping-methods';

/** The app id the commerce API knows the gateway by, inside its methods' global ids. */
export const SHIPPING_APP_ID = 'cuida-gateway';

/** The delivery type (`entrega.tipo` value) of a commerce delivery method's global id; null for another app's. */
export function deliveryTypeOfMethod(globalId: string | null | undefined): string | null {
  if (!globalId) return null;
  const decoded = Buffer.from(globalId, 'base64').toString('utf8');
  const prefix = `app:${SHIPPING_APP_ID}:`;
  if (!decoded.startsWith(prefix)) return null;
  const id = decoded.slice(prefix.length);
  return DELIVERY_METHODS.some((method) => method.id === id) ? id : null;
}

const Money = z.object({ amount: z.number(), currency: z.string() });

/** The checkout as the commerce API sends it to its shipping app (validated: it comes over the network). */
const ShippingListPayload = z.object({
  checkout: z.object({
    id: z.string(),
    shippingAddress: z
      .object({ cityArea: z.string().nullish(), country: z.string().nullish() })
      .passthrough()
      .nullish(),
    lines: z
      .array(
        z.object({
          quantity: z.number().int().min(0),
          unitPrice: z.object({ gross: Money }),
          variant: z.object({ pricing: z.object({ price: z.object({ gross: Money }) }).nullish() }).passthrough(),
        }),
      )
      .max(500),
  }),
});

export interface ListedShippingMethod {
  id: string;
  name: string;
  amount: number;
  currency: 'PEN';
  maximum_delivery_days: number;
}

/**
 * The methods a checkout may use and their prices: pickups always (free), delivered types for a covered district
 * (its name is the shipping address's city area) with the coverage data's fee for the subtotal of the lines the
 * shopper pays for at their catalogue prices (gift lines, priced 0 by the gateway, are not counted), express within
 * its hours. RIMAC is listed here and refused by placeOrder outside the insurer's app (the commerce API calls
 * without the shopper's session).
 */
export async function listShippingMethods(context: GatewayContext, body: unknown): Promise<ListedShippingMethod[]> {
  const { checkout } = ShippingListPayload.parse(body);
  const subtotal = roundMoney(
    checkout.lines
      .filter((line) => line.unitPrice.gross.amount > 0)
      .reduce(
        (sum, line) =>
          sum + (parsePrice(line.variant.pricing?.price.gross.amount) ?? line.unitPrice.gross.amount) * line.quantity,
        0,
      ),
  );
  const cityArea = checkout.shippingAddress?.cityArea?.trim() ?? '';
  const districtId = cityArea ? await districtIdByName(context, cityArea) : null;
  const listed: ListedShippingMethod[] = [];
  for (const method of DELIVERY_METHODS) {
    const pickup = method.type === 'PICKUP_FOR_ME' || method.type === 'PICKUP_FOR_SOMEONE_ELSE';
    let fee: number | null = 0;
    if (!pickup) {
      if (!districtId) continue;
      const quote = await quoteDelivery(context, { districtId, subtotal, deliveryType: method.type, appRimac: true });
      fee = quote.available ? quote.fee : null;
    }
    if (fee === null) continue;
    listed.push({
      id: method.id,
      name: method.name,
      amount: fee,
      currency: 'PEN',
      maximum_delivery_days: method.days,
    });
  }
  return listed;
}
