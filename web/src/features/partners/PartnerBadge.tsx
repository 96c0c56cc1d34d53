'use client';

import { agreementFor } from './agreements';
import { usePartnerFlags } from './FlagsProvider';
import styles from './PartnerBadge.module.css';

/** The partner's logo and line in the header while a partner flag is set (static agreements, see agreements.ts). */
export function PartnerBadge() {
  const agreement = agreementFor(usePartnerFlags());
  if (!agreement) return null;
  return (
    <p className={styles.partnerBadge} data-testid="partner-badge" data-partner={agreement.id}>
      {/* biome-ignore lint/performance/noImgElement: a tiny static SVG needs no optimisation. */}
      <img src={agreement.logo} alt={agreement.name} width={72} height={24} />
      <span>{agreement.tagline}</span>
    </p>
  );
}
