'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { createContext, type ReactNode, Suspense, use, useEffect, useState } from 'react';
import { readSession, saveSession } from '../../lib/session-storage';
import { hasFlags, type PartnerFlags, readFlags, sameFlags, sanitizeFlags, withFlags } from './flags';

/** Session storage key of the partner flags (requirements: "Partner flags": embedded contexts are session values). */
export const FLAGS_SESSION_KEY = 'cuida:flags';

const FlagsContext = createContext<PartnerFlags>({});

/** The partner flags of the current session, for links, forms and branding. */
export function usePartnerFlags(): PartnerFlags {
  return use(FlagsContext);
}

/**
 * Holds the flags: those in the address win and are saved for the session; an address without flags in a session
 * that has them (a link typed or opened before the page was interactive) gets them back with a replace, so the flags
 * stay on every navigation.
 */
export function FlagsProvider({ children }: { children: ReactNode }) {
  const [flags, setFlags] = useState<PartnerFlags>({});
  return (
    <FlagsContext value={flags}>
      {children}
      <Suspense fallback={null}>
        <FlagsSync current={flags} onChange={setFlags} />
      </Suspense>
    </FlagsContext>
  );
}

function FlagsSync({ current, onChange }: { current: PartnerFlags; onChange: (flags: PartnerFlags) => void }) {
  const searchParams = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();
  useEffect(() => {
    const fromAddress = readFlags(searchParams);
    let flags = fromAddress;
    if (hasFlags(fromAddress)) {
      saveSession(FLAGS_SESSION_KEY, fromAddress);
    } else {
      const stored = sanitizeFlags(readSession(FLAGS_SESSION_KEY));
      if (hasFlags(stored)) {
        flags = stored;
        const query = searchParams.toString();
        router.replace(withFlags(`${pathname}${query ? `?${query}` : ''}`, stored), { scroll: false });
      }
    }
    if (!sameFlags(flags, current)) onChange(flags);
  }, [searchParams, pathname, router, current, onChange]);
  return null;
}
