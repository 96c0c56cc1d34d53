import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, startTestStack, type TestStack } from './support/stack';

let stack: TestStack;
beforeAll(async () => {
  // 10:00 in Lima: inside the express window, so that express is quoted.
  stack = await startTestStack({ testNow: '2026-11-27T10:00:00-05:00' });
});
afterAll(() => stack?.close());

const QUOTE = /* GraphQL */ `
  query ($subtotal: Float!, $type: DeliveryType!) {
    deliveryQuote(districtId: "150122", subtotal: $subtotal, deliveryType: $type) { available fee }
  }
`;

async function fee(type: string, subtotal: number): Promise<number | null> {
  const answer = await gql<{ deliveryQuote: { available: boolean; fee: number | null } }>(stack, QUOTE, {
    subtotal,
    type,
  });
  expect(answer.errors).toBeUndefined();
  return answer.data?.deliveryQuote.fee ?? null;
}

/** A page's text as shoppers read it (its EditorJS blocks' text). */
async function pageText(slug: string): Promise<string> {
  const answer = await gql<{ page: { content: string } | null }>(stack, `{ page(slug: "${slug}") { content } }`);
  const blocks = (
    JSON.parse(answer.data?.page?.content ?? '{"blocks":[]}') as { blocks: { data: { text?: string } }[] }
  ).blocks;
  return blocks.map((block) => block.data.text ?? '').join(' ');
}

const money = (text: string) => (text === 'gratis' ? 0 : Number(text.replace(/[^\d.]/g, '')));

/** "Delivery programado: S/ 9.90; gratis por compras desde S/ 149.00." → the base fee and the stepped fees. */
function statedTiers(text: string, label: string): { base: number; steps: { from: number; fee: number }[] } {
  const sentence = new RegExp(`${label}: ([^.]*(?:\\.\\d\\d[^.]*)*)\\.(?:\\s|$)`).exec(text)?.[1];
  if (!sentence) throw new Error(`the page states no price for ${label}`);
  const [base = '', ...steps] = sentence.split('; ');
  return {
    base: money(base),
    steps: steps.map((step) => {
      const [, stepFee = '', from = ''] = /^(gratis|S\/ [\d,.]+) por compras desde (S\/ [\d,.]+)$/.exec(step) ?? [];
      return { from: money(from), fee: money(stepFee) };
    }),
  };
}

describe('the delivery prices the content pages state are the ones checkout charges', () => {
  for (const [type, label] of [
    ['DEFAULT', 'Delivery regular'],
    ['PROGRAMADO', 'Delivery programado'],
    ['EXPRESS', 'Delivery express'],
  ] as const) {
    it(`${label}: the FAQ's and the delivery page's figures are deliveryQuote's`, async () => {
      for (const slug of ['preguntas-frecuentes', 'delivery']) {
        const stated = statedTiers(await pageText(slug), label);
        expect(await fee(type, 10)).toBe(stated.base);
        for (const step of stated.steps) {
          expect(await fee(type, step.from)).toBe(step.fee);
          expect(await fee(type, step.from - 0.01)).not.toBe(step.fee);
        }
      }
    });
  }

  it('each delivery type has its own price: express is not charged the regular tiers', async () => {
    expect(await fee('EXPRESS', 50)).toBe(14.9);
    expect(await fee('PROGRAMADO', 50)).toBe(9.9);
    expect(await fee('DEFAULT', 50)).toBe(9);
    expect(await fee('PROGRAMADO', 149)).toBe(0);
    expect(await fee('EXPRESS', 219.8)).toBe(14.9);
  });
});
