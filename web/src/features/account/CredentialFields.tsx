import { TextField } from '../../lib/form-fields';

/** What the account's e-mail and password fields take: an id, the value, its setter and the field's error if any. */
type CredentialFieldProps = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
};

/** The account's e-mail, as sign-in and password recovery ask for it (the browser fills it in). */
export function EmailField({ id, value, onChange, error }: CredentialFieldProps) {
  return (
    <TextField
      id={id}
      label="Correo electrónico"
      type="email"
      autoComplete="email"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    />
  );
}

/** The password the customer has now, for signing in or before changing it (the browser's password manager fills it). */
export function CurrentPasswordField({
  label = 'Contraseña',
  id,
  value,
  onChange,
  error,
}: CredentialFieldProps & { label?: string }) {
  return (
    <TextField
      id={id}
      label={label}
      type="password"
      autoComplete="current-password"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    />
  );
}

/**
 * A six-digit one-time code (sent by e-mail or SMS, or shown by an authenticator app): the phone's number pad, the
 * browser's one-time-code fill, and anything but digits left out (a pasted "123 456" is kept as its digits).
 */
export function OneTimeCodeField({ label, id, value, onChange }: CredentialFieldProps & { label: string }) {
  return (
    <TextField
      id={id}
      label={label}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))}
    />
  );
}
