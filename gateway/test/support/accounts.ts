import { hashPassword } from '../../../sandbox/src/identity/passwords';
import { insertUser } from '../../../sandbox/src/identity/users-repository';
import type { TestStack } from './stack';

/** A confirmed account with a verified e-mail, straight into the sandbox's user pool; its `sub`. */
export async function insertConfirmedUser(
  stack: TestStack,
  email: string,
  password: string,
  attributes: Record<string, string> = { given_name: 'Prueba', family_name: 'Eliminar' },
): Promise<{ sub: string }> {
  const user = await insertUser(
    stack.sandbox.db,
    { email, passwordHash: await hashPassword(password), status: 'CONFIRMED', emailVerified: true, attributes },
    new Date(),
  );
  if (!user) throw new Error(`user ${email} not inserted`);
  return user;
}

/** The Web Storage @saleor/auth-sdk expects, in memory (no browser here). */
export function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => {
      items.delete(key);
    },
    setItem: (key, value) => {
      items.set(key, value);
    },
  };
}
