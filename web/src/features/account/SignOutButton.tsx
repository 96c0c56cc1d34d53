'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import buttons from '@/ui/button.module.css';
import { useSession } from './session-context';

/** Ends the session (the cart stays in this browser) and goes home. */
export function SignOutButton() {
  const session = useSession();
  const router = useRouter();
  const [pending, setPending] = useState(false);
  return (
    <button
      type="button"
      className={buttons.secondary}
      disabled={pending}
      onClick={async () => {
        setPending(true);
        await session.signOut();
        router.replace('/');
        router.refresh();
      }}
    >
      {pending ? 'Cerrando sesión…' : 'Cerrar sesión'}
    </button>
  );
}
