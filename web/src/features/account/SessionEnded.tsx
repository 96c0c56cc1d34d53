'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { signInAddress } from '../../lib/return-path';
import { useSession } from './session-context';
import { SESSION_ENDED_NOTICE } from './session-state';

/** Shown when the gateway refused the session's tokens: sign out here too (the cart stays), then offer to sign in. */
export function SessionEnded({ returnTo }: { returnTo: string }) {
  const session = useSession();
  const router = useRouter();
  const started = useRef(false);
  const { signOut } = session;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void signOut(SESSION_ENDED_NOTICE).then(() => router.replace(signInAddress(returnTo)));
  }, [signOut, router, returnTo]);
  return <p role="status">{SESSION_ENDED_NOTICE}</p>;
}
