import type { AccountQuery } from '@/gql/graphql';
import badges from '@/ui/badge.module.css';
import account from './account.module.css';

const birthDate = (value: string | null | undefined): string | null => {
  const match = value?.match(/^(\d{4})-(\d{2})-(\d{2})$/);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : null;
};

/**
 * The pharmacy's record of the customer, e-mail masked (requirements: "Account data"). The pharmacy service offers no
 * update call, so the data is read-only here and the page says where to change it.
 */
export function AccountDetails({ me }: { me: NonNullable<AccountQuery['me']> }) {
  const rows: [string, string | null | undefined][] = [
    ['Nombres', me.firstName],
    ['Apellidos', me.lastName],
    ['Correo electrónico', me.maskedEmail],
    ['Celular', me.phone],
    [me.documentType.label, me.documentNumber],
    ['Fecha de nacimiento', birthDate(me.birthDate)],
  ];
  return (
    <section className={account.accountSection} aria-labelledby="datos-title">
      <h2 id="datos-title">
        Mis datos
        {me.isStaff && (
          <span className={`${badges.tag} ${account.staffBadge}`} data-testid="account-staff-badge">
            Personal de farmacia
          </span>
        )}
      </h2>
      <dl className={account.accountData} data-testid="account-data">
        {rows
          .filter((row): row is [string, string] => Boolean(row[1]))
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      <p className="muted">Para corregir tus datos personales, escríbenos: los cambia nuestro equipo de atención.</p>
    </section>
  );
}
