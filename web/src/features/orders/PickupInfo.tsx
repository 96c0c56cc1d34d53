import { PICKUP_POINT, type PickupPerson, pickupAddress, pickupHours, pickupRequirements } from '@cuida/domain';
import styles from './PickupInfo.module.css';

/**
 * Where a pickup order waits and what to bring (requirements: "Store pickup"): the pharmacy's address, its opening
 * hours and, for someone else, that person's name and document. The facts come from one place (`@cuida/domain`).
 */
export function PickupInfo({
  type,
  person,
  heading: Heading = 'h3',
}: {
  type: 'pickup_for_me' | 'pickup_for_someone_else';
  person?: PickupPerson | null;
  heading?: 'h2' | 'h3' | 'h4';
}) {
  return (
    <section className={styles.pickup} data-testid="pickup-info" aria-label="Dónde recoger tu pedido">
      <Heading>Recógelo en {PICKUP_POINT.name}</Heading>
      <p data-testid="pickup-address">{pickupAddress()}</p>
      <p>Horario de atención:</p>
      <ul data-testid="pickup-hours">
        {pickupHours().map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p>Qué llevar:</p>
      <ul data-testid="pickup-requirements">
        {pickupRequirements(type, person).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}
