import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadGatewayConfig } from '../src/config';
import { createContext } from '../src/context';
import { quoteDelivery } from '../src/features/delivery/resolvers';
import { codesOf, gql, startTestStack, type TestStack } from './support/stack';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack?.close());

interface Quote {
  district: { id: string; name: string; covered: boolean; ownPrice: number | null };
  available: boolean;
  unavailableReason: string | null;
  fee: number | null;
  feeText: string | null;
}

const QUOTE = /* GraphQL */ `
  query ($districtId: ID!, $subtotal: Float!, $deliveryType: DeliveryType) {
    deliveryQuote(districtId: $districtId, subtotal: $subtotal, deliveryType: $deliveryType) {
      district { id name covered ownPrice } available unavailableReason fee feeText
    }
  }
`;

describe('deliveryCoverage', () => {
  it('lists the 40 covered districts of Lima and Callao and the price tiers', async () => {
    const answer = await gql<{
      deliveryCoverage: {
        districts: { id: string; name: string; covered: boolean; ownPrice: number | null }[];
        tiers: { threshold: number | null; fee: number }[];
        express: { opensAt: string; closesAt: string };
      };
    }>(
      stack,
      '{ deliveryCoverage { districts { id name covered ownPrice } tiers { threshold fee } express { opensAt closesAt isOpenNow } } }',
    );
    expect(answer.errors).toBeUndefined();
    const coverage = answer.data?.deliveryCoverage;
    expect(coverage?.districts).toHaveLength(40);
    expect(coverage?.districts.every((district) => /^(1501|0701)\d\d$/.test(district.id) && district.covered)).toBe(
      true,
    );
    expect(coverage?.districts.find((district) => district.id === '150111')?.ownPrice).toBe(0);
    // As shoppers look for theirs: alphabetical, and Lima's own district by the name they use.
    const names = coverage?.districts.map((district) => district.name) ?? [];
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es', { sensitivity: 'base' })));
    expect(coverage?.districts.find((district) => district.id === '150101')?.name).toBe('Cercado de Lima');
    expect(names.indexOf('Miraflores')).toBeLessThan(names.indexOf('Pueblo Libre'));
    expect(coverage?.tiers.some((tier) => tier.threshold === null)).toBe(true);
    expect(coverage?.express).toEqual(expect.objectContaining({ opensAt: '08:00', closesAt: '21:00' }));
  });
});

describe('deliveryQuote', () => {
  it('quotes Miraflores by the tier rule: the highest threshold at or below the total, else the default', async () => {
    const tiers =
      (
        await gql<{ deliveryCoverage: { tiers: { threshold: number | null; fee: number }[] } }>(
          stack,
          '{ deliveryCoverage { tiers { threshold fee } } }',
        )
      ).data?.deliveryCoverage.tiers ?? [];
    const numeric = tiers
      .filter((tier) => tier.threshold !== null)
      .sort((a, b) => (a.threshold ?? 0) - (b.threshold ?? 0));
    const lowest = numeric[0];
    const fallback = tiers.find((tier) => tier.threshold === null);
    expect(lowest && fallback).toBeTruthy();
    const below = await gql<{ deliveryQuote: Quote }>(stack, QUOTE, {
      districtId: '150122',
      subtotal: (lowest?.threshold ?? 0) - 0.01,
    });
    expect(below.data?.deliveryQuote).toMatchObject({
      available: true,
      fee: fallback?.fee,
      district: { name: 'Miraflores', covered: true },
    });
    const at = await gql<{ deliveryQuote: Quote }>(stack, QUOTE, { districtId: '150122', subtotal: lowest?.threshold });
    expect(at.data?.deliveryQuote.fee).toBe(lowest?.fee);
  });

  it("uses El Agustino's own price of 0 and says so", async () => {
    const answer = await gql<{ deliveryQuote: Quote }>(stack, QUOTE, { districtId: '150111', subtotal: 20 });
    expect(answer.data?.deliveryQuote).toMatchObject({ available: true, fee: 0, feeText: 'Gratis' });
  });

  it('refuses districts outside the coverage with a Spanish reason, and pickups cost nothing', async () => {
    const outside = await gql<{ deliveryQuote: Quote }>(stack, QUOTE, { districtId: '150102', subtotal: 100 });
    expect(outside.data?.deliveryQuote).toMatchObject({ available: false, fee: null });
    expect(outside.data?.deliveryQuote.unavailableReason).toMatch(/distrito/);
    const pickup = await gql<{ deliveryQuote: Quote }>(stack, QUOTE, {
      districtId: '150122',
      subtotal: 100,
      deliveryType: 'PICKUP_FOR_ME',
    });
    expect(pickup.data?.deliveryQuote).toMatchObject({ available: true, fee: 0 });
  });

  it('offers the insurer delivery type only inside the insurer app', async () => {
    const web = await gql<{ deliveryQuote: Quote }>(stack, QUOTE, {
      districtId: '150122',
      subtotal: 100,
      deliveryType: 'RIMAC',
    });
    expect(web.data?.deliveryQuote.available).toBe(false);
    const rimac = await gql<{ deliveryQuote: Quote }>(
      stack,
      QUOTE,
      { districtId: '150122', subtotal: 100, deliveryType: 'RIMAC' },
      { 'x-app-rimac': 'true' },
    );
    expect(rimac.data?.deliveryQuote.available).toBe(true);
  });

  it('answers a malformed district id with BAD_USER_INPUT', async () => {
    expect(codesOf(await gql(stack, QUOTE, { districtId: 'Miraflores', subtotal: 10 }))).toEqual(['BAD_USER_INPUT']);
    expect(codesOf(await gql(stack, QUOTE, { districtId: '150122', subtotal: -5 }))).toEqual(['BAD_USER_INPUT']);
  });
});

describe('the delivery clock (GATEWAY_TEST_NOW)', () => {
  it('express follows the gateway clock: 07:59 Lima closed, 08:00 open, 20:59 open, 21:00 closed', async () => {
    const answers: Record<string, boolean> = {};
    for (const time of ['07:59', '08:00', '20:59', '21:00']) {
      const services = { ...stack.gateway.services, clock: () => new Date(`2026-11-25T${time}:00-05:00`) };
      const context = await createContext(services, new Request('http://gateway.test/graphql'));
      const quote = await quoteDelivery(context, {
        districtId: '150122',
        subtotal: 100,
        deliveryType: 'EXPRESS',
        appRimac: false,
      });
      answers[time] = quote.available;
    }
    expect(answers).toEqual({ '07:59': false, '08:00': true, '20:59': true, '21:00': false });
  });

  it('is refused in production', () => {
    expect(() =>
      loadGatewayConfig({
        NODE_ENV: 'production',
        GATEWAY_TEST_NOW: '2026-11-25T10:00:00-05:00',
        SERVICE_ACCOUNT_USERNAME: 'svc',
        SERVICE_ACCOUNT_PASSWORD: 'secret',
        AUTO_LOGIN_KEY: Buffer.alloc(32).toString('base64'),
      }),
    ).toThrow(/GATEWAY_TEST_NOW/);
  });
});
