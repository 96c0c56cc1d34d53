/**
 * Which documents the gateway sends to the commerce API with its app token, over real HTTP to a recording upstream:
 * only what Saleor keeps for apps (orders, the gateway's own inputs), never a client's catalogue reading, even when
 * the stitching layer merged both into one document; and under the app's orders no field whose answer the app's
 * permissions would widen to unpublished products.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { buildSchema, type GraphQLObjectType, type GraphQLSchema, getNamedType, isObjectType, parse } from 'graphql';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COMMERCE_QUERIES } from '../src/features/checkout/commerce-access';
import { repoPath } from '../src/repo-paths';
import { commerceAccess } from '../src/schema/commerce-access';
import { commerceExecutor, loadCommerceSchema } from '../src/subschemas/commerce';
import { principalRule, rootSelections } from '../src/subschemas/commerce-principal';

const APP_TOKEN = 'test-app-token-0123456789';
let upstream: Server;
let endpoint: string;
const received: { authorization: string | undefined; query: string }[] = [];

beforeAll(async () => {
  upstream = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { query: string };
      received.push({ authorization: req.headers.authorization, query: body.query });
      // Answers every root field it was asked, by alias, with a marker of who asked.
      const operation = parse(body.query).definitions[0];
      const data: Record<string, unknown> = {};
      if (operation?.kind === 'OperationDefinition') {
        for (const selection of operation.selectionSet.selections) {
          if (selection.kind !== 'Field') continue;
          data[selection.alias?.value ?? selection.name.value] = {
            asked: req.headers.authorization ? 'app' : 'shopper',
          };
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data }));
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/graphql`;
});
afterAll(() => new Promise<void>((resolve) => upstream.close(() => resolve())));
beforeEach(() => {
  received.length = 0;
});

const executor = () =>
  commerceExecutor(
    {
      endpoint,
      timeoutMs: 5_000,
      appToken: APP_TOKEN,
      gatewayOnly: commerceAccess().gatewayOnly,
      reservedInputs: [...commerceAccess().reservedInputs.keys()],
    },
    false,
  );

async function run(query: string, variables: Record<string, unknown> = {}) {
  const answer = await executor()({ document: parse(query), variables });
  return answer as { data?: Record<string, { asked: string }> | null; errors?: { extensions?: { code?: string } }[] };
}

const ORDER_ID = 'T3JkZXI6MDAwMDAwMDAtMDAwMC00MDAwLTgwMDAtMDAwMDAwMDAwMDAw';

describe('the principal of a document sent to the commerce API', () => {
  it('sends catalogue reading as a shopper, without the token', async () => {
    const answer = await run('{ products(first: 5, channel: "feria-cuida") { edges { node { id } } } }');
    expect(answer.data?.products?.asked).toBe('shopper');
    expect(received.map((call) => call.authorization)).toEqual([undefined]);
  });

  it("sends an order read as the gateway's app", async () => {
    const answer = await run(`{ order(id: "${ORDER_ID}") { id number lines { productName variant { id } } } }`);
    expect(answer.data?.order?.asked).toBe('app');
    expect(received.map((call) => call.authorization)).toEqual([`Bearer ${APP_TOKEN}`]);
  });

  it('splits a merged document in two: the catalogue as a shopper, the order as the app', async () => {
    const answer = await run(
      `query Merged($first: Int!, $order: ID!) {
        _0_products: products(first: $first, channel: "feria-cuida") { ...Listed }
        _1_order: order(id: $order) { id }
      }
      fragment Listed on ProductCountableConnection { edges { node { id } } }`,
      { first: 5, order: ORDER_ID },
    );
    expect(answer.data).toEqual({ _0_products: { asked: 'shopper' }, _1_order: { asked: 'app' } });
    const byWho = new Map(received.map((call) => [call.authorization ? 'app' : 'shopper', call.query]));
    expect(received).toHaveLength(2);
    expect(byWho.get('shopper')).toContain('products');
    expect(byWho.get('shopper')).not.toContain('order');
    expect(byWho.get('shopper')).not.toContain('$order');
    expect(byWho.get('app')).toMatch(/order\(id:\s*\$order\)/);
    expect(byWho.get('app')).not.toContain('products');
    expect(byWho.get('app')).not.toContain('fragment Listed');
  });

  it("refuses, before calling, an order's product browsed to lists the app would widen", async () => {
    for (const widening of [
      'variants { id }',
      'productVariants(first: 5) { edges { node { id } } }',
      'collections { id }',
      'category { products(first: 5) { edges { node { id } } } }',
    ]) {
      const answer = await run(`{ order(id: "${ORDER_ID}") { lines { variant { product { id ${widening} } } } } }`);
      expect(answer.errors?.map((error) => error.extensions?.code)).toEqual(['FORBIDDEN']);
    }
    expect(received).toEqual([]);
  });

  it("sends the gateway's own reserved inputs as the app, the same mutation without them as a shopper", async () => {
    const create = `mutation ($input: CheckoutCreateInput!) { checkoutCreate(input: $input) { checkout { id } } }`;
    await run(create, { input: { channel: 'feria-cuida', lines: [] } });
    await run(create, {
      input: { channel: 'feria-cuida', lines: [], privateMetadata: [{ key: 'cuida.owner', value: 'x' }] },
    });
    await run(create, {
      input: { channel: 'feria-cuida', lines: [{ variantId: 'UHJvZHVjdFZhcmlhbnQ6MQ==', quantity: 1, price: 1 }] },
    });
    expect(received.map((call) => call.authorization ?? 'shopper')).toEqual([
      'shopper',
      `Bearer ${APP_TOKEN}`,
      `Bearer ${APP_TOKEN}`,
    ]);
  });
});

/** The gateway's published schema: what a client can write. */
const gatewaySchema = () => buildSchema(readFileSync(repoPath('schema', 'gateway.graphql'), 'utf8'));

/** A random path of object fields from a root field, as a client could select it (arguments left out). */
function selectionFrom(schema: GraphQLSchema, rootField: string, choices: number[]): string | null {
  const query = schema.getQueryType();
  const field = query?.getFields()[rootField];
  if (!field) return null;
  let type = getNamedType(field.type);
  const path = [rootField];
  for (const choice of choices) {
    if (!isObjectType(type)) break;
    const objects = Object.values((type as GraphQLObjectType).getFields()).filter(
      (candidate) =>
        isObjectType(getNamedType(candidate.type)) && !candidate.args.some((arg) => arg.type.toString().endsWith('!')),
    );
    const next = objects[choice % Math.max(objects.length, 1)];
    if (!next) break;
    path.push(next.name);
    type = getNamedType(next.type);
  }
  return `{ ${path.join(' { ')} { __typename } ${' }'.repeat(path.length - 1)} }`;
}

describe('the rule over the schema', () => {
  const commerce = loadCommerceSchema();
  const rule = principalRule(commerce, commerceAccess().gatewayOnly, commerceAccess().reservedInputs.keys());
  const published = gatewaySchema();
  const publicRoots = Object.entries(COMMERCE_QUERIES)
    .filter(([, access]) => access.kind === 'public')
    .map(([name]) => name);

  it('sends every selection a client can write from a public root as a shopper', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...publicRoots),
        fc.array(fc.nat(200), { minLength: 0, maxLength: 6 }),
        (root, choices) => {
          const query = selectionFrom(published, root, choices);
          if (!query) return;
          // Only the commerce API's own fields go upstream: a path through a gateway field stops there.
          const found = rootSelections(commerce, rule, parse(query));
          expect(found?.roots.map((selection) => selection.principal)).toEqual(['shopper']);
        },
      ),
      { numRuns: 400 },
    );
  });

  it("finds the widening fields in Saleor's descriptions, and leaves the order's own purchased variant out", () => {
    expect([...rule.widening]).toEqual(
      expect.arrayContaining(['Query.products', 'Category.products', 'Product.variants', 'Product.collections']),
    );
    expect(rule.widening.has('OrderLine.variant')).toBe(false);
  });
});
