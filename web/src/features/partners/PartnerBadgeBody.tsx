'use client';

import { useEffect, useState } from 'react';
import { readSession, saveSession } from '../../lib/session-storage';
import {
  AGREEMENT_SESSION_KEY,
  AGREEMENT_STATE_EVENT,
  type AgreementData,
  type AgreementState,
  initialAgreementState,
  storedAgreementState,
} from './agreement-state';
import styles from './PartnerBadgeBody.module.css';

/**
 * The partner's logo and line in the header while a partner flag is set, from the agreements service (through
 * `/api/convenios/<código>`, once per session: the agreement state is kept in session storage), and "Afiliado
 * verificado" once the shopper verified their membership. Nothing while it loads or when the service fails.
 */
export default function PartnerBadgeBody({ code }: { code: string }) {
  const [state, setState] = useState<AgreementState | null>(null);

  useEffect(() => {
    const read = () => storedAgreementState(readSession(AGREEMENT_SESSION_KEY), code);
    const onChange = () => setState(read());
    window.addEventListener(AGREEMENT_STATE_EVENT, onChange);
    const controller = new AbortController();
    const stored = read();
    if (stored) setState(stored);
    else {
      fetch(`/api/convenios/${code}`, { signal: controller.signal })
        .then((response) => (response.ok ? (response.json() as Promise<{ agreement: AgreementData }>) : null))
        .then((body) => {
          if (!body || controller.signal.aborted) return;
          // A verification made while this was loading wins.
          const fresh = read() ?? initialAgreementState(body.agreement);
          saveSession(AGREEMENT_SESSION_KEY, fresh);
          setState(fresh);
        })
        .catch(() => {});
    }
    return () => {
      controller.abort();
      window.removeEventListener(AGREEMENT_STATE_EVENT, onChange);
    };
  }, [code]);

  if (!state) return null;
  const { agreement } = state;
  return (
    <p className={styles.partnerBadge} data-testid="partner-badge" data-partner={agreement.code}>
      {/* biome-ignore lint/performance/noImgElement: a tiny SVG from the media host needs no optimisation. */}
      <img src={agreement.logoUrl} alt={agreement.name} width={72} height={24} />
      <span>{agreement.tagline}</span>
      {agreement.verification && state.verified && (
        <span className={styles.partnerVerified} data-testid="partner-verified">
          Afiliado verificado
        </span>
      )}
    </p>
  );
}
