'use client';

import buttons from '@/ui/button.module.css';
import styles from './SessionNotice.module.css';
import { useSession } from './session-context';

/** Why the customer was signed out (an ended session), until they dismiss it. */
export function SessionNotice() {
  const { notice, dismissNotice } = useSession();
  if (!notice) return null;
  return (
    <div className={styles.sessionNotice} role="status" data-testid="session-notice">
      <p>{notice}</p>
      <button type="button" className={`${buttons.secondary} ${buttons.small}`} onClick={dismissNotice}>
        Entendido
      </button>
    </div>
  );
}
