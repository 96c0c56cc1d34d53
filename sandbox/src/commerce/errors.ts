/** Saleor's mutation errors: returned in the payload's `errors` list, not as GraphQL errors. */
export interface CheckoutErrorShape {
  field: string | null;
  message: string;
  code: string;
  variants: string[] | null;
  lines: string[] | null;
  addressType: 'BILLING' | 'SHIPPING' | null;
}

export function checkoutError(
  code: string,
  field: string | null,
  message: string,
  extra: Partial<Pick<CheckoutErrorShape, 'variants' | 'lines' | 'addressType'>> = {},
): CheckoutErrorShape {
  return {
    field,
    message,
    code,
    variants: extra.variants ?? null,
    lines: extra.lines ?? null,
    addressType: extra.addressType ?? null,
  };
}

/** Thrown inside a service to abort a mutation with Saleor-style errors. */
export class MutationErrors extends Error {
  constructor(readonly errors: CheckoutErrorShape[]) {
    super(errors.map((error) => `${error.code}: ${error.message}`).join('; '));
  }
}
