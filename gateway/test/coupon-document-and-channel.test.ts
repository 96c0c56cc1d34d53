import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ProductRecord } from '../../sandbox/src/catalog/model';
import { toGlobalId } from '../../sandbox/src/commerce/global-id';
import { authHeaders, gql, type Session, signIn, startTestStack, type TestStack } from './support/stack';

let stack: TestStack;
let maria: Session;
beforeAll(async () => {
  stack = await startTestStack();
  maria = await signIn(stack, 'maria.quispe@cuida.pe');
});
afterAll(() => stack?.close());
afterEach(() => {
  stack.proxy.intercept = undefined;
});

const VALIDATE = /* GraphQL */ `
  query ($code: String!, $lines: [PromotionLineInput!]!, $documentNumber: String, $context: ShoppingContextInput) {
    validateCoupon(code: $code, lines: $lines, documentNumber: $documentNumber, context: $context) {
      code valid discount message reason
    }
  }
`;

interface Validation {
  validateCoupon: { code: string; valid: boolean; discount: number; message: string; reason: string | null };
}

/** Lines worth at least `minimum` of one purchasable product with stock. */
function cartOver(minimum: number) {
  const product = stack.sandbox.catalog.products.find(
    (candidate: ProductRecord) =>
      candidate.isAvailableForPurchase &&
      (candidate.variants[0]?.stock ?? 0) >= 10 &&
      (candidate.variants[0]?.price ?? 0) > 20,
  );
  const variant = product?.variants[0];
  if (!variant) throw new Error('no product to build a cart with');
  return [
    {
      variantId: toGlobalId('ProductVariant', variant.id),
      sku: variant.sku,
      quantity: Math.min(9, Math.ceil(minimum / variant.price)),
      voucherWindow: null,
    },
  ];
}

/** The voucher service's coupon requests the gateway sends while `run` runs. */
async function couponRequests(run: () => Promise<unknown>): Promise<Record<string, unknown>[]> {
  const seen: Record<string, unknown>[] = [];
  stack.proxy.intercept = async (path, body) => {
    if (path.endsWith('/obtener/cupon')) {
      seen.push((JSON.parse(body) as { request: { payload: Record<string, unknown> } }).request.payload);
    }
  };
  await run();
  stack.proxy.intercept = undefined;
  return seen;
}

describe('single-use coupons and the signed-in customer', () => {
  it("uses the signed-in customer's verified document: BIENVENIDA15 applies to María without sending one", async () => {
    const answer = await gql<Validation>(
      stack,
      VALIDATE,
      { code: 'BIENVENIDA15', lines: cartOver(60) },
      authHeaders(maria),
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.validateCoupon).toMatchObject({ valid: true, reason: null });
    expect(answer.data?.validateCoupon.discount).toBeGreaterThan(0);
  });

  it('ignores a document the client sends while signed in: the pharmacy record decides', async () => {
    const sent = await couponRequests(() =>
      gql<Validation>(
        stack,
        VALIDATE,
        { code: 'BIENVENIDA15', lines: cartOver(60), documentNumber: '70125489' },
        authHeaders(maria),
      ),
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]?.numeroDocumento).toBe('45871236');
  });

  it("still asks a guest for a document, and uses the guest's own when sent", async () => {
    const withoutDocument = await gql<Validation>(stack, VALIDATE, { code: 'BIENVENIDA15', lines: cartOver(60) });
    expect(withoutDocument.data?.validateCoupon).toMatchObject({ valid: false, reason: 'DOCUMENTO_REQUERIDO' });
    const withDocument = await gql<Validation>(stack, VALIDATE, {
      code: 'BIENVENIDA15',
      lines: cartOver(60),
      documentNumber: '41234567',
    });
    expect(withDocument.data?.validateCoupon.valid).toBe(true);
  });

  it('refuses sign-in headers that hold no live session instead of reading them as a guest', async () => {
    const answer = await gql<Validation>(
      stack,
      VALIDATE,
      { code: 'BIENVENIDA15', lines: cartOver(60), documentNumber: '41234567' },
      { authorization: 'Bearer not-a-token', 'x-access-token': 'nope' },
    );
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe("the insurer's app context on the coupon and delivery paths", () => {
  it('RIMAC20 applies with the context argument (the channel is always sent), and not on the web', async () => {
    const lines = cartOver(120);
    let inApp: Awaited<ReturnType<typeof gql<Validation>>> | undefined;
    const sent = await couponRequests(async () => {
      inApp = await gql<Validation>(stack, VALIDATE, { code: 'RIMAC20', lines, context: { appRimac: true } });
    });
    expect(inApp?.data?.validateCoupon).toMatchObject({ valid: true, discount: 20 });
    expect(sent[0]?.canal).toBe('rimac');
    const onWeb = await gql<Validation>(stack, VALIDATE, { code: 'RIMAC20', lines });
    expect(onWeb.data?.validateCoupon).toMatchObject({ valid: false, reason: 'CUPON_CANAL_NO_VALIDO' });
  });

  it("RIMAC20 applies with the partner app's header too", async () => {
    const answer = await gql<Validation>(
      stack,
      VALIDATE,
      { code: 'RIMAC20', lines: cartOver(120) },
      { 'x-app-rimac': 'true' },
    );
    expect(answer.data?.validateCoupon.valid).toBe(true);
  });

  it('deliveryQuote offers Rímac delivery with the context argument, and refuses it outside the app', async () => {
    const QUOTE = /* GraphQL */ `
      query ($context: ShoppingContextInput) {
        deliveryQuote(districtId: "150122", subtotal: 120, deliveryType: RIMAC, context: $context) {
          available unavailableReason fee
        }
      }
    `;
    const inApp = await gql<{ deliveryQuote: { available: boolean; fee: number | null } }>(stack, QUOTE, {
      context: { appRimac: true },
    });
    expect(inApp.errors).toBeUndefined();
    expect(inApp.data?.deliveryQuote.available).toBe(true);
    expect(inApp.data?.deliveryQuote.fee).not.toBeNull();
    const outside = await gql<{ deliveryQuote: { available: boolean; unavailableReason: string } }>(stack, QUOTE, {});
    expect(outside.data?.deliveryQuote).toMatchObject({ available: false });
    expect(outside.data?.deliveryQuote.unavailableReason).toContain('app de Rímac');
  });
});
