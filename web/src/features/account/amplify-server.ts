import {
  type CookieStorage,
  createAWSCredentialsAndIdentityIdProvider,
  createKeyValueStorageFromCookieStorageAdapter,
  createUserPoolsTokenProvider,
  runWithAmplifyServerContext,
} from 'aws-amplify/adapter-core';
import { fetchAuthSession } from 'aws-amplify/auth/server';
import { cookies } from 'next/headers';
import type { CustomerTokens } from '@/lib/gateway';
import { amplifyResources } from './amplify-resources';
import { serverIdentityConfigFromEnv } from './identity-config';
import { encodeCookieName, SESSION_COOKIE_OPTIONS } from './session-cookies';
import { createTokenValidator } from './token-validator';

type CookieStore = Awaited<ReturnType<typeof cookies>>;

/** Amplify's cookie storage over Next's request cookies, with the names encoded as the browser's js-cookie writes them. */
function cookieAdapter(store: CookieStore): CookieStorage.Adapter {
  return {
    getAll: () => store.getAll().map(({ name, value }) => ({ name, value })),
    get: (name) => {
      const cookie = store.get(encodeCookieName(name));
      return cookie ? { name: cookie.name, value: cookie.value } : undefined;
    },
    // Server components cannot write cookies (Next throws): a refreshed token then lives for this request only, and
    // the browser's Amplify stores its own refresh.
    set: (name, value, options) => {
      try {
        store.set(encodeCookieName(name), value, options);
      } catch {}
    },
    delete: (name) => {
      try {
        store.delete(encodeCookieName(name));
      } catch {}
    },
  };
}

let settings: { config: ReturnType<typeof amplifyResources>; validator: ReturnType<typeof createTokenValidator> };

/**
 * The signed-in customer's tokens for a server component or route handler, read from the request's cookies (where the
 * browser's Amplify keeps them, `ssr: true`) and verified; refreshed when the ID token expired and the refresh token
 * still works. Null when nobody is signed in or the tokens do not verify.
 */
export async function serverSessionTokens(): Promise<CustomerTokens | null> {
  if (!settings) {
    const identity = serverIdentityConfigFromEnv();
    settings = { config: amplifyResources(identity), validator: createTokenValidator(identity) };
  }
  const { config, validator } = settings;
  const auth = config.Auth;
  if (!auth) return null;
  // Outside the try: Next signals a dynamic render by throwing from cookies(), which must reach Next.
  const store = await cookies();
  try {
    const storage = createKeyValueStorageFromCookieStorageAdapter(
      cookieAdapter(store),
      validator,
      SESSION_COOKIE_OPTIONS,
    );
    const session = await runWithAmplifyServerContext(
      config,
      {
        Auth: {
          tokenProvider: createUserPoolsTokenProvider(auth, storage),
          credentialsProvider: createAWSCredentialsAndIdentityIdProvider(auth, storage),
        },
      },
      (contextSpec) => fetchAuthSession(contextSpec),
    );
    const idToken = session.tokens?.idToken?.toString();
    const accessToken = session.tokens?.accessToken?.toString();
    return idToken && accessToken ? { idToken, accessToken } : null;
  } catch (error) {
    console.error(`[session] server session unreadable: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}
