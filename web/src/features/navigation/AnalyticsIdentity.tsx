'use client';

import { useEffect } from 'react';
import { useSession } from '../account/session-context';
import { setSignedInUserId } from './analytics-identity';

/**
 * Keeps the analytics user id in step with the session (requirements: "Analytics user id"): the SHA-256 of a signed-in
 * customer's e-mail, else none (events then carry the client id). Hashing is asynchronous: events pushed in the moment
 * before it ends carry the client id. Renders nothing.
 */
export function AnalyticsIdentity() {
  const email = useSession().user?.email ?? null;
  useEffect(() => {
    let active = true;
    if (!email) {
      setSignedInUserId(null);
      return;
    }
    // The domain arrives only for a signed-in shopper: it stays out of every page's start-up JavaScript.
    import('@cuida/domain')
      .then(({ analyticsUserId }) => analyticsUserId(email))
      .then((id) => {
        if (active) setSignedInUserId(id);
      })
      .catch(() => {
        // No Web Crypto (an insecure origin): the client id stands in.
        if (active) setSignedInUserId(null);
      });
    return () => {
      active = false;
    };
  }, [email]);
  return null;
}
