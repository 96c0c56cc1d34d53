'use client';

import { type ReactNode, useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import type { IdentityConfig } from './identity-config';
import { type SessionApi, SessionContext } from './session-context';
import { AMPLIFY_COOKIE_PREFIX } from './session-cookies';
import { initialSession, SESSION_ENDED_NOTICE, sessionReducer } from './session-state';

type Engine = typeof import('./session-engine');

/**
 * Knows whether a customer is signed in, for every page: the header, the checkout's prefill, the idle cart. Amplify
 * arrives in its own chunk after the page has loaded (the catalogue's first paint does not wait for it).
 */
export function SessionProvider({ identity, children }: { identity: IdentityConfig; children: ReactNode }) {
  const [state, dispatch] = useReducer(sessionReducer, initialSession);
  const engine = useRef<Promise<Engine> | null>(null);

  const load = useCallback((): Promise<Engine> => {
    engine.current ??= import('./session-engine').then((module) => {
      module.startSessionEngine(identity, () => dispatch({ type: 'invalidated', notice: SESSION_ENDED_NOTICE }));
      return module;
    });
    return engine.current;
  }, [identity]);

  const read = useCallback(
    async (force: boolean) => {
      dispatch({ type: 'check' });
      const reading = await (await load()).readSession(force);
      if (reading.kind === 'signedIn') dispatch({ type: 'signedIn', user: reading.user });
      else if (reading.kind === 'signedOut') dispatch({ type: 'signedOut' });
      else if (reading.kind === 'invalid') dispatch({ type: 'invalidated', notice: SESSION_ENDED_NOTICE });
      else dispatch({ type: 'failed' });
    },
    [load],
  );

  useEffect(() => {
    // A visitor who never signed in has none of Amplify's cookies: no need to download Amplify to know it.
    if (!document.cookie.includes(`${AMPLIFY_COOKIE_PREFIX}.`)) {
      dispatch({ type: 'signedOut' });
      return;
    }
    read(false).catch(() => dispatch({ type: 'failed' }));
  }, [read]);

  // Stable across state changes: components that fetch with the tokens depend on it.
  const tokens = useCallback(async () => (await load()).currentTokens().catch(() => null), [load]);

  const api = useMemo<SessionApi>(
    () => ({
      status: state.status,
      ready: state.ready,
      user: state.user,
      notice: state.notice,
      dismissNotice: () => dispatch({ type: 'dismissNotice' }),
      tokens,
      refresh: () => read(true),
      signOut: async (notice?: string) => {
        await (await load()).endSession();
        dispatch(notice ? { type: 'invalidated', notice } : { type: 'signedOut' });
      },
    }),
    [state, load, read, tokens],
  );

  return <SessionContext value={api}>{children}</SessionContext>;
}
