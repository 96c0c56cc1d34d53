import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, codesOf, gql, signIn, startTestStack, type TestStack } from './support/stack';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack?.close());

describe('recommendedProducts', () => {
  it('suggests products for a SKU and resolves their commerce products in one commerce request', async () => {
    const product = stack.sandbox.catalog.products.find(
      (candidate) =>
        candidate.isAvailableForPurchase && stack.sandbox.catalog.isProductInChannel(candidate, 'feria-cuida'),
    );
    stack.proxy.reset();
    const answer = await gql<{
      recommendedProducts: {
        sku: string;
        slug: string;
        product: { slug: string; thumbnail: { url: string } | null } | null;
      }[];
    }>(
      stack,
      'query ($skus: [String!]) { recommendedProducts(skus: $skus, first: 4) { sku name slug price imageUrl product { slug thumbnail(size: 400) { url } } } }',
      { skus: [product?.variants[0]?.sku] },
    );
    expect(answer.errors).toBeUndefined();
    const recommended = answer.data?.recommendedProducts ?? [];
    expect(recommended.length).toBeGreaterThan(0);
    expect(recommended.length).toBeLessThanOrEqual(4);
    expect(recommended.map((entry) => entry.sku)).not.toContain(product?.variants[0]?.sku);
    for (const entry of recommended) expect(entry.product?.slug).toBe(entry.slug);
    expect(stack.proxy.count('/graphql')).toBe(1);
  });
});

describe('saveAbandonedCart', () => {
  const SAVE = 'mutation ($input: AbandonedCartInput!) { saveAbandonedCart(input: $input) { saved } }';
  const cart = (documentNumber: string) => ({
    documentType: 2,
    documentNumber,
    name: 'María Quispe',
    phone: '+51987654321',
    email: 'maria.quispe@cuida.pe',
    products: [
      { sku: stack.sandbox.catalog.products[0]?.variants[0]?.sku, name: 'Paracetamol', quantity: 2, unitPrice: 9.9 },
    ],
    firstProductAddedAt: '2026-11-22T10:00:00-05:00',
    lastProductAddedAt: '2026-11-22T10:04:00-05:00',
  });

  it("stores a signed-in customer's idle cart under their own document", async () => {
    const answer = await gql<{ saveAbandonedCart: { saved: boolean } }>(
      stack,
      SAVE,
      { input: cart('45871236') },
      authHeaders(await signIn(stack, 'maria.quispe@cuida.pe')),
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.saveAbandonedCart.saved).toBe(true);
    const rows = await stack.sandbox.db.query<{ count: string | number }>(
      'SELECT count(*) AS count FROM abandoned_cart',
    );
    expect(Number(rows[0]?.count)).toBeGreaterThan(0);
  });

  it("refuses a cart whose document is '-' (no shopper to follow up) before calling the service", async () => {
    stack.proxy.reset();
    expect(codesOf(await gql(stack, SAVE, { input: cart('-') }))).toEqual(['BAD_USER_INPUT']);
    expect(stack.proxy.count('/sales2')).toBe(0);
  });
});

describe("saveAbandonedCart: the storefront's idle-timer payload (document, contact, entry point, products, dates)", () => {
  const SAVE = 'mutation ($input: AbandonedCartInput!) { saveAbandonedCart(input: $input) { saved } }';

  interface ListedCart {
    numeroDocumento: string;
    tipoDocumento: number;
    nombre: string;
    telefono: string;
    email: string;
    puertaEntrada: string;
    productos: { cantidad: number; nombre: string; precio: number; sku: string }[];
    fechaPrimerProducto: string;
    fechaUltimoProducto: string;
  }

  /** The sales service's listing of abandoned carts, called with this ID token (the sandbox's REST envelope). */
  function listing(idToken: string, payload: Record<string, unknown>) {
    return fetch(`${stack.sandbox.url}/sales2/pbi-v2/api/v1/listar/carros/abandonados`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}` },
      body: JSON.stringify({
        request: {
          trace: {
            channelId: 'WEB',
            consumerId: 'cuida-backoffice',
            moduleId: 'carros',
            serviceId: 'listar',
            traceId: `test-${Date.now()}`,
            timestamp: new Date().toISOString(),
          },
          payload,
        },
      }),
    });
  }

  async function staffListing(documentNumber: string): Promise<ListedCart[]> {
    const staff = await signIn(stack, 'farmacia@cuida.pe');
    const response = await listing(staff.idToken, { numeroDocumento: documentNumber, limite: 200 });
    const body = (await response.json()) as {
      response: { status: { success: boolean }; payload: { carros: ListedCart[] } };
    };
    expect(body.response.status.success).toBe(true);
    return body.response.payload.carros;
  }

  it('a signed-in customer saves Web and Embebido carts as the timer sends them; the staff listing shows them', async () => {
    const maria = authHeaders(await signIn(stack, 'maria.quispe@cuida.pe'));
    const sku = stack.sandbox.catalog.products[1]?.variants[0]?.sku ?? '';
    // What the browser's timer builds: Date#toISOString() times (UTC, milliseconds), the phone as typed (9 digits),
    // a promotion gift at S/ 0 beside a paid line.
    const started = Date.now() - 6 * 60_000;
    const timerCart = (minutesLater: number, extra: Record<string, unknown>) => ({
      documentType: 2,
      documentNumber: '45871236',
      name: 'María Quispe Ñahui',
      phone: '987654321',
      email: 'Maria.Quispe@cuida.pe',
      products: [
        { sku, name: 'Losartán 50 mg', quantity: 2, unitPrice: 24.9 },
        { sku: `${sku}-regalo`, name: 'Muestra gratis', quantity: 1, unitPrice: 0 },
      ],
      firstProductAddedAt: new Date(started + minutesLater * 60_000).toISOString(),
      lastProductAddedAt: new Date(started + (minutesLater + 1) * 60_000 + 123).toISOString(),
      ...extra,
    });
    const web = timerCart(0, { entryPoint: 'WEB' });
    const embedded = timerCart(10, { entryPoint: 'EMBEDDED' });
    // No entryPoint from a partner app (X-App-Rimac): Embebido by the partner context.
    const partner = timerCart(20, {});
    for (const [input, headers] of [
      [web, maria],
      [embedded, maria],
      [partner, { ...maria, 'x-app-rimac': 'true' }],
    ] as const) {
      const answer = await gql<{ saveAbandonedCart: { saved: boolean } }>(stack, SAVE, { input }, headers);
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.saveAbandonedCart.saved).toBe(true);
    }

    const listed = await staffListing('45871236');
    const find = (input: { firstProductAddedAt: string }) =>
      listed.find((cart) => Date.parse(cart.fechaPrimerProducto) === Date.parse(input.firstProductAddedAt));
    expect(find(web)).toMatchObject({
      tipoDocumento: 2,
      numeroDocumento: '45871236',
      nombre: 'María Quispe Ñahui',
      telefono: '987654321',
      email: 'maria.quispe@cuida.pe',
      puertaEntrada: 'Web',
      productos: [
        { cantidad: 2, nombre: 'Losartán 50 mg', precio: 24.9, sku },
        { cantidad: 1, nombre: 'Muestra gratis', precio: 0, sku: `${sku}-regalo` },
      ],
    });
    expect(Date.parse(find(web)?.fechaUltimoProducto ?? '')).toBe(Date.parse(web.lastProductAddedAt));
    expect(find(embedded)?.puertaEntrada).toBe('Embebido');
    expect(find(partner)?.puertaEntrada).toBe('Embebido');
  });

  it('the listing is for staff only: a customer is refused (403)', async () => {
    const customer = await signIn(stack, 'maria.quispe@cuida.pe');
    expect((await listing(customer.idToken, {})).status).toBe(403);
  });
});
