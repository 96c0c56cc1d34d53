/**
 * Saleor's account addresses through the gateway, kept by the pharmacy service on the customer's record: the owner
 * saves, reads, changes, deletes and chooses the default; per caller kind (none, another customer, the owner) no one
 * else reads or changes them; invalid addresses are refused with Saleor's AccountError codes; ownership holds over
 * any sequence of operations by two customers (property test).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, gql, type Session, signIn, startTestStack, type TestStack } from './support/stack';

let stack: TestStack;
let maria: Session;
let jorge: Session;

beforeAll(async () => {
  stack = await startTestStack();
  [maria, jorge] = await Promise.all([signIn(stack, 'maria.quispe@cuida.pe'), signIn(stack, 'jorge.ramirez@cuida.pe')]);
});
afterAll(() => stack?.close());

const ADDRESS = {
  firstName: 'María',
  lastName: 'Quispe Huamán',
  streetAddress1: 'Av. José Larco 345, dpto. 402',
  streetAddress2: 'Frente al parque Kennedy',
  city: 'Lima',
  cityArea: 'Miraflores',
  country: 'PE',
  phone: '+51 987 654 321',
};

const FIELDS =
  'id firstName lastName streetAddress1 streetAddress2 city cityArea postalCode country { code } phone isDefaultShippingAddress isDefaultBillingAddress';

interface AccountError {
  field: string | null;
  code: string;
  message: string;
}
interface Address {
  id: string;
  streetAddress1: string;
  cityArea: string;
  isDefaultShippingAddress: boolean;
}

const CREATE = `mutation ($input: AddressInput!, $type: AddressTypeEnum) {
  accountAddressCreate(input: $input, type: $type) { address { ${FIELDS} } user { addresses { id } } errors { field code message } }
}`;
const UPDATE = `mutation ($id: ID!, $input: AddressInput!) {
  accountAddressUpdate(id: $id, input: $input) { address { ${FIELDS} } errors { field code message } }
}`;
const DELETE = `mutation ($id: ID!) {
  accountAddressDelete(id: $id) { address { id } user { addresses { id } } errors { field code message } }
}`;
const SET_DEFAULT = `mutation ($id: ID!, $type: AddressTypeEnum!) {
  accountSetDefaultAddress(id: $id, type: $type) { user { defaultShippingAddress { id } addresses { id isDefaultShippingAddress } } errors { field code message } }
}`;
const MINE = `{ me { addresses { ${FIELDS} } defaultShippingAddress { id } } }`;

async function create(session: Session, input: Record<string, unknown> = ADDRESS, type?: string) {
  const answer = await gql<{ accountAddressCreate: { address: Address | null; errors: AccountError[] } }>(
    stack,
    CREATE,
    { input, ...(type ? { type } : {}) },
    authHeaders(session),
  );
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data?.accountAddressCreate as { address: Address | null; errors: AccountError[] };
}

async function mine(session: Session) {
  const answer = await gql<{ me: { addresses: Address[]; defaultShippingAddress: { id: string } | null } }>(
    stack,
    MINE,
    {},
    authHeaders(session),
  );
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data?.me as { addresses: Address[]; defaultShippingAddress: { id: string } | null };
}

describe('the owner', () => {
  it('saves an address in Saleor shape (district as cityArea, ubigeo as postalCode) and reads it back', async () => {
    const created = await create(maria);
    expect(created.errors).toEqual([]);
    expect(created.address).toMatchObject({
      firstName: 'María',
      lastName: 'Quispe Huamán',
      streetAddress1: 'Av. José Larco 345, dpto. 402',
      streetAddress2: 'Frente al parque Kennedy',
      city: 'Lima',
      cityArea: 'Miraflores',
      postalCode: '150122',
      country: { code: 'PE' },
      phone: '+51987654321',
      isDefaultBillingAddress: false,
    });
    const { addresses } = await mine(maria);
    expect(addresses.map((address) => address.id)).toContain(created.address?.id);
    const one = await gql<{ address: { id: string } | null }>(
      stack,
      'query ($id: ID!) { address(id: $id) { id cityArea } }',
      { id: created.address?.id },
      authHeaders(maria),
    );
    expect(one.data?.address).toMatchObject({ id: created.address?.id, cityArea: 'Miraflores' });
  });

  it('changes it, chooses the default and deletes it', async () => {
    const first = (await create(maria)).address as Address;
    const second = (
      await create(maria, { ...ADDRESS, cityArea: 'San Isidro', streetAddress1: 'Calle Las Begonias 441' })
    ).address as Address;
    const updated = await gql<{ accountAddressUpdate: { address: Address; errors: AccountError[] } }>(
      stack,
      UPDATE,
      { id: second.id, input: { ...ADDRESS, cityArea: 'Cercado de Lima', streetAddress1: 'Jr. Huallaga 320' } },
      authHeaders(maria),
    );
    expect(updated.data?.accountAddressUpdate.errors).toEqual([]);
    expect(updated.data?.accountAddressUpdate.address).toMatchObject({
      id: second.id,
      cityArea: 'Cercado de Lima',
      streetAddress1: 'Jr. Huallaga 320',
    });
    const chosen = await gql<{
      accountSetDefaultAddress: { user: { defaultShippingAddress: { id: string } }; errors: AccountError[] };
    }>(stack, SET_DEFAULT, { id: second.id, type: 'SHIPPING' }, authHeaders(maria));
    expect(chosen.data?.accountSetDefaultAddress.errors).toEqual([]);
    expect(chosen.data?.accountSetDefaultAddress.user.defaultShippingAddress.id).toBe(second.id);
    const after = await mine(maria);
    expect(after.addresses.filter((address) => address.isDefaultShippingAddress).map((a) => a.id)).toEqual([second.id]);

    const removed = await gql<{
      accountAddressDelete: { address: { id: string }; user: { addresses: { id: string }[] } };
    }>(stack, DELETE, { id: first.id }, authHeaders(maria));
    expect(removed.data?.accountAddressDelete.address.id).toBe(first.id);
    expect(removed.data?.accountAddressDelete.user.addresses.map((a) => a.id)).not.toContain(first.id);
  });

  it('a new address given type SHIPPING becomes the default; BILLING is not kept', async () => {
    const created = await create(maria, ADDRESS, 'SHIPPING');
    expect(created.address?.isDefaultShippingAddress).toBe(true);
    expect((await mine(maria)).defaultShippingAddress?.id).toBe(created.address?.id);
    const billing = await create(maria, ADDRESS, 'BILLING');
    expect(billing.errors).toEqual([expect.objectContaining({ field: 'type', code: 'INVALID' })]);
  });
});

describe('invalid addresses', () => {
  it.each([
    [{ ...ADDRESS, cityArea: 'Pucusana' }, 'cityArea', 'INVALID'],
    [{ ...ADDRESS, cityArea: 'Atlantis' }, 'cityArea', 'INVALID'],
    [{ ...ADDRESS, cityArea: '' }, 'cityArea', 'REQUIRED'],
    [{ ...ADDRESS, phone: '014567890' }, 'phone', 'INVALID'],
    [{ ...ADDRESS, streetAddress1: '' }, 'streetAddress1', 'REQUIRED'],
    [{ ...ADDRESS, firstName: 'M4ría' }, 'firstName', 'INVALID'],
    [{ ...ADDRESS, country: 'CL' }, 'country', 'INVALID'],
    [{ ...ADDRESS, companyName: 'Empresa SAC' }, 'companyName', 'INVALID'],
    [{ ...ADDRESS, skipValidation: true }, 'skipValidation', 'INVALID'],
  ])('%o → %s %s, in Spanish', async (input, field, code) => {
    const answer = await create(maria, input);
    expect(answer.address).toBeNull();
    expect(answer.errors).toHaveLength(1);
    expect(answer.errors[0]).toMatchObject({ field, code });
    expect(answer.errors[0]?.message).toMatch(/[áéíóúñ]|Ingresa|Elige|Solo|Las|La|Dato/);
  });
});

describe('per caller kind', () => {
  it('none: reading is null, every mutation answers JWT_MISSING_TOKEN', async () => {
    const own = (await create(maria)).address as Address;
    const me = await gql<{ me: unknown }>(stack, MINE);
    expect(me.data?.me).toBeNull();
    const address = await gql<{ address: unknown }>(stack, 'query ($id: ID!) { address(id: $id) { id } }', {
      id: own.id,
    });
    expect(address.data?.address).toBeNull();
    for (const [query, variables, name] of [
      [CREATE, { input: ADDRESS }, 'accountAddressCreate'],
      [UPDATE, { id: own.id, input: ADDRESS }, 'accountAddressUpdate'],
      [DELETE, { id: own.id }, 'accountAddressDelete'],
      [SET_DEFAULT, { id: own.id, type: 'SHIPPING' }, 'accountSetDefaultAddress'],
    ] as const) {
      const answer = await gql<Record<string, { errors: AccountError[] }>>(stack, query, variables);
      expect(answer.data?.[name]?.errors[0]?.code, name).toBe('JWT_MISSING_TOKEN');
    }
  });

  it("another customer: cannot read, change, delete or choose the owner's address (NOT_FOUND), which is unchanged", async () => {
    const own = (await create(maria)).address as Address;
    const address = await gql<{ address: unknown }>(
      stack,
      'query ($id: ID!) { address(id: $id) { id } }',
      { id: own.id },
      authHeaders(jorge),
    );
    expect(address.data?.address).toBeNull();
    expect((await mine(jorge)).addresses.map((a) => a.id)).not.toContain(own.id);
    for (const [query, variables, name] of [
      [UPDATE, { id: own.id, input: { ...ADDRESS, streetAddress1: 'Av. Robada 666' } }, 'accountAddressUpdate'],
      [DELETE, { id: own.id }, 'accountAddressDelete'],
      [SET_DEFAULT, { id: own.id, type: 'SHIPPING' }, 'accountSetDefaultAddress'],
    ] as const) {
      const answer = await gql<Record<string, { errors: AccountError[] }>>(stack, query, variables, authHeaders(jorge));
      expect(answer.data?.[name]?.errors[0]?.code, name).toBe('NOT_FOUND');
    }
    const still = (await mine(maria)).addresses.find((a) => a.id === own.id);
    expect(still?.streetAddress1).toBe(ADDRESS.streetAddress1);
  });

  it('customerId (an app impersonating a customer) is refused', async () => {
    const answer = await gql<{ accountAddressCreate: { errors: AccountError[] } }>(
      stack,
      'mutation ($input: AddressInput!) { accountAddressCreate(customerId: "VXNlcjox", input: $input) { errors { field code } } }',
      { input: ADDRESS },
      authHeaders(maria),
    );
    expect(answer.data?.accountAddressCreate.errors).toEqual([{ field: 'customerId', code: 'OUT_OF_SCOPE_USER' }]);
  });
});

describe('ownership over any sequence of operations (property)', () => {
  it('each customer sees exactly the addresses they saved and did not delete; the other never changes them', async () => {
    const sessions = { maria, jorge } as const;
    type Who = keyof typeof sessions;
    const who = fc.constantFrom<Who>('maria', 'jorge');
    const step = fc.oneof(
      fc.record({ kind: fc.constant('create' as const), actor: who }),
      fc.record({
        kind: fc.constantFrom('update' as const, 'delete' as const, 'default' as const),
        actor: who,
        target: fc.nat(20),
      }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 6 }), async (steps) => {
        // What each customer should have: starting from what they have now.
        const expected: Record<Who, Set<string>> = {
          maria: new Set((await mine(maria)).addresses.map((a) => a.id)),
          jorge: new Set((await mine(jorge)).addresses.map((a) => a.id)),
        };
        for (const action of steps) {
          const session = sessions[action.actor];
          if (action.kind === 'create') {
            if (expected[action.actor].size >= 20) continue;
            const made = await create(session);
            if (made.address) expected[action.actor].add(made.address.id);
            continue;
          }
          const everyone = [...expected.maria, ...expected.jorge];
          const target = everyone[action.target % Math.max(everyone.length, 1)];
          if (!target) continue;
          const owner: Who = expected.maria.has(target) ? 'maria' : 'jorge';
          const query = action.kind === 'update' ? UPDATE : action.kind === 'delete' ? DELETE : SET_DEFAULT;
          const variables =
            action.kind === 'update'
              ? { id: target, input: ADDRESS }
              : action.kind === 'default'
                ? { id: target, type: 'SHIPPING' }
                : { id: target };
          const answer = await gql<Record<string, { errors: AccountError[] }>>(
            stack,
            query,
            variables,
            authHeaders(session),
          );
          const errors = Object.values(answer.data ?? {})[0]?.errors ?? [];
          if (owner === action.actor) {
            expect(errors).toEqual([]);
            if (action.kind === 'delete') expected[owner].delete(target);
          } else {
            expect(errors.map((error) => error.code)).toEqual(['NOT_FOUND']);
          }
        }
        for (const name of ['maria', 'jorge'] as const) {
          const ids = new Set((await mine(sessions[name])).addresses.map((a) => a.id));
          expect(ids).toEqual(expected[name]);
        }
      }),
      { numRuns: 8 },
    );
  }, 120_000);
});
