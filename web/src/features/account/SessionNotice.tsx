'use client';

import styles from './SessionNotice.module.css';
import { useSession } from './session-context';

/** Why the customer was signed out (an ended session), until they dismiss it. */
export function SessionNotice() {
  const { notice, dismissNotice } = useSession();
  if (!notice) return null;
  return (
    <div className={`notice ${styles.sessionNotice}`} role="status" data-testid="session-notice">
      <p>{notice}</p>
      <button type="button" className="button-secondary button-small" onClick={dismissNotice}>
        Entendido
      </button>
    </div>
  );
}
