'use client';

import { agreementCodeFor } from '@cuida/domain/partners';
import { lazy, Suspense } from 'react';
import { usePartnerFlags } from './FlagsProvider';

// Loaded only inside a partner app: shoppers on the web never download the badge's code.
const PartnerBadgeBody = lazy(() => import('./PartnerBadgeBody'));

/** The partner's badge in the header while a partner flag is set (PartnerBadgeBody.tsx). */
export function PartnerBadge() {
  const code = agreementCodeFor(usePartnerFlags());
  if (!code) return null;
  return (
    <Suspense fallback={null}>
      <PartnerBadgeBody code={code} />
    </Suspense>
  );
}
