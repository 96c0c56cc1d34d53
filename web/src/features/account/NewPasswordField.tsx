import { passwordChecklist } from './password-rules';
import styles from './SignInView.module.css';

/** A new password with its rules checked as the shopper types. */
export function NewPasswordField({
  id,
  value,
  onChange,
  label = 'Nueva contraseña',
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  label?: string;
}) {
  const checklist = passwordChecklist(value);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="password"
        autoComplete="new-password"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={`${id}-rules`}
      />
      <ul id={`${id}-rules`} className={styles.passwordRules} aria-live="polite">
        {checklist.map((rule) => {
          const met = value !== '' && rule.met;
          return (
            <li key={rule.id} data-met={met}>
              <span aria-hidden="true">{met ? '✓' : '•'}</span> {rule.label}
              <span className="visually-hidden">{met ? ' (cumplido)' : ' (pendiente)'}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
