/** Peru's IGV: catalogue prices are gross (IGV included), Saleor also reports net and tax. */
export const IGV_RATE = 0.18;

export interface Money {
  amount: number;
  currency: string;
}

export interface TaxedMoney {
  currency: string;
  gross: Money;
  net: Money;
  tax: Money;
}

/** Half away from zero to cents, computed on integer cents to avoid binary-float drift. */
export function roundCents(amount: number): number {
  const cents = Math.round(Math.abs(amount) * 100 + 1e-7) / 100;
  return Math.sign(amount) * cents;
}

export function money(amount: number, currency: string): Money {
  return { amount: roundCents(amount), currency };
}

export function taxedFromGross(gross: number, currency: string): TaxedMoney {
  const net = roundCents(gross / (1 + IGV_RATE));
  return {
    currency,
    gross: money(gross, currency),
    net: money(net, currency),
    tax: money(gross - net, currency),
  };
}

export function zeroTaxed(currency: string): TaxedMoney {
  return taxedFromGross(0, currency);
}
