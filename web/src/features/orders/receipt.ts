import { roundMoney } from '@cuida/domain';

/** The fields of an order the receipt reads (the OrderReceipt fragment). */
export interface ReceiptOrder {
  isPaid: boolean;
  metadata: readonly { key: string; value: string }[];
  shippingMethodName?: string | null;
  lines: readonly {
    id: string;
    productName: string;
    quantity: number;
    gift?: string | null;
    unitPrice: { gross: { amount: number } };
    undiscountedUnitPrice: { gross: { amount: number } };
  }[];
  shippingPrice: { gross: { amount: number } };
  total: { gross: { amount: number } };
}

export interface Receipt {
  /** Bought lines at their catalogue prices (lines of one product split by the discounts are shown once). */
  lines: { key: string; name: string; quantity: number; total: number; gift: boolean }[];
  subtotal: number;
  promoDiscount: number;
  coupon: { code: string; amount: number } | null;
  delivery: number;
  deliveryName: string | null;
  total: number;
  payment: 'CARD' | 'CASH_ON_DELIVERY' | null;
  paid: boolean;
}

/**
 * The order as the shopper confirmed it at step 3, from the stored commerce order: its lines at catalogue prices
 * (`undiscountedUnitPrice`) with the gifts at S/ 0.00, the promotion and coupon discounts the gateway recorded, the
 * delivery method's fee and the commerce total. Pure: the confirmation and the account's order detail render it.
 */
export function receiptOf(order: ReceiptOrder): Receipt {
  const meta = new Map(order.metadata.map((item) => [item.key, item.value]));
  const amount = (key: string) => {
    const value = Number(meta.get(key));
    return Number.isFinite(value) ? value : 0;
  };
  const lines: Receipt['lines'] = [];
  for (const line of order.lines) {
    const gift = Boolean(line.gift);
    const key = `${line.productName}|${gift}`;
    const total = gift ? 0 : roundMoney(line.undiscountedUnitPrice.gross.amount * line.quantity);
    const found = lines.find((item) => item.key === key);
    if (found) {
      found.quantity += line.quantity;
      found.total = roundMoney(found.total + total);
    } else lines.push({ key, name: line.productName, quantity: line.quantity, total, gift });
  }
  const code = meta.get('descuento.cupon') ?? '';
  const method = meta.get('pago.metodo');
  return {
    lines,
    subtotal: roundMoney(lines.reduce((sum, line) => sum + line.total, 0)),
    promoDiscount: amount('descuento.promocion'),
    coupon: code ? { code, amount: amount('descuento.cuponMonto') } : null,
    delivery: order.shippingPrice.gross.amount,
    deliveryName: order.shippingMethodName ?? null,
    total: order.total.gross.amount,
    payment: method === 'CARD' || method === 'CASH_ON_DELIVERY' ? method : null,
    paid: order.isPaid,
  };
}
