'use client';

import { lazy, Suspense } from 'react';
import type { AgreementData } from './agreement-state';

// Only partner landings render the form: its code stays out of the home's first load for everyone else.
const MembershipForm = lazy(() => import('./MembershipForm'));

/** "Verifica tu afiliación" on a partner's landing (MembershipForm.tsx). */
export function MembershipVerification({ agreement, endpoint }: { agreement: AgreementData; endpoint: string }) {
  return (
    <Suspense fallback={null}>
      <MembershipForm agreement={agreement} endpoint={endpoint} />
    </Suspense>
  );
}
