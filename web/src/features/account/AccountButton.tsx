'use client';

import { Icon } from '../../lib/Icon';
import styles from './AccountButton.module.css';
import { useSession } from './session-context';
import { isStaffUser } from './session-user';

/** The header's account entry: "Ingresar" for visitors, the customer's name (and the staff badge) once signed in. */
export function AccountButton() {
  const { status, user } = useSession();
  const signedIn = user !== null && (status === 'success' || status === 'onError');
  return (
    <span className={styles.accountEntry}>
      {signedIn && isStaffUser(user) && (
        <span className={styles.entryBadge} data-testid="staff-badge">
          Personal de farmacia
        </span>
      )}
      <a
        href={signedIn ? '/mi-cuenta' : '/ingresar'}
        className={styles.accountButton}
        data-testid="account-button"
        aria-busy={status === 'pending' || undefined}
      >
        <Icon path="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0 2c-4.4 0-8 2.2-8 5v3h16v-3c0-2.8-3.6-5-8-5Z" size={22} />
        <span>{signedIn ? `Hola, ${user.firstName ?? 'tu cuenta'}` : 'Ingresar'}</span>
      </a>
    </span>
  );
}
