'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { useSession } from './session-context';
import { SESSION_ENDED_NOTICE } from './session-state';

/**
 * Shown when the gateway refused the session's tokens: sign out here too (the cart stays), then offer to sign in.
 * `signInHref` is built on the server (lib/return-path.ts's signInAddress), so the rule adds nothing to this bundle.
 */
export function SessionEnded({ signInHref }: { signInHref: string }) {
  const session = useSession();
  const router = useRouter();
  const started = useRef(false);
  const { signOut } = session;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void signOut(SESSION_ENDED_NOTICE).then(() => router.replace(signInHref));
  }, [signOut, router, signInHref]);
  return <p role="status">{SESSION_ENDED_NOTICE}</p>;
}
