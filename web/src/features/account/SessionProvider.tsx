'use client';

import { type ReactNode, useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { callSession } from './session-client';
import { type SessionApi, SessionContext, type SessionUser } from './session-context';
import { hasSessionMarker } from './session-marker';
import { initialSession, SESSION_ENDED_NOTICE, sessionReducer } from './session-state';

type SessionAnswer = { status: 'signedIn' | 'unconfirmed' | 'ended' | 'signedOut'; user: SessionUser | null };

/**
 * Knows whether a customer is signed in, for every page: the header, the checkout's prefill, the idle cart. The
 * tokens stay in HttpOnly cookies on the storefront's server (ADR 12): the browser asks `GET /api/sesion` who is
 * signed in, once per page load and only when the readable marker cookie says a session may exist.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(sessionReducer, initialSession);
  // Bumped when a sign-out starts and when it ends: a reading sent before the cookies were cleared (the old cookies
  // still on the request) must not sign the customer back in. Child effects run first, so SessionEnded's sign-out can
  // start before this provider's first reading.
  const epoch = useRef(0);

  const read = useCallback(async () => {
    const started = epoch.current;
    dispatch({ type: 'check' });
    const answer = await callSession<SessionAnswer>('/api/sesion');
    if (epoch.current !== started) return;
    if (!answer.ok) {
      dispatch({ type: 'failed' });
      return;
    }
    const { status, user } = answer.data;
    if (status === 'signedIn' && user) dispatch({ type: 'signedIn', user });
    else if (status === 'ended') dispatch({ type: 'invalidated', notice: SESSION_ENDED_NOTICE });
    else if (status === 'unconfirmed') {
      // The provider could not be asked: an outage is no sign-out.
      if (user) dispatch({ type: 'signedIn', user });
      dispatch({ type: 'failed' });
    } else dispatch({ type: 'signedOut' });
  }, []);

  useEffect(() => {
    // A visitor who never signed in has no marker: no request to know it.
    if (!hasSessionMarker(document.cookie)) {
      dispatch({ type: 'signedOut' });
      return;
    }
    void read();
  }, [read]);

  const api = useMemo<SessionApi>(
    () => ({
      status: state.status,
      ready: state.ready,
      user: state.user,
      notice: state.notice,
      dismissNotice: () => dispatch({ type: 'dismissNotice' }),
      refresh: read,
      signOut: async (notice?: string) => {
        epoch.current += 1;
        const answer = await callSession('/api/sesion/salir', {});
        epoch.current += 1;
        if (!answer.ok) console.warn(`[session] cierre de sesión incompleto: ${answer.error}`);
        dispatch(notice ? { type: 'invalidated', notice } : { type: 'signedOut' });
      },
    }),
    [state, read],
  );

  return <SessionContext value={api}>{children}</SessionContext>;
}
