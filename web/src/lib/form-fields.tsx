import type { ButtonHTMLAttributes, InputHTMLAttributes, ReactNode } from 'react';
import buttons from '@/ui/button.module.css';

/**
 * The storefront's form controls, written once: a labelled text field with its error tied to the input, a select's
 * options from a list, and the submit button that waits for its form.
 */

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;

/** A labelled input and, when there is one, its error (`<id>-error`, named by aria-describedby). */
export function TextField({
  id,
  label,
  error,
  ...input
}: { id: string; label: ReactNode; error?: string | null | undefined } & InputProps) {
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A select's options, one per item. */
export function Options<T>({
  items,
  value,
  label,
}: {
  items: readonly T[];
  value: (item: T) => string | number;
  label: (item: T) => string;
}) {
  return items.map((item) => (
    <option key={value(item)} value={value(item)}>
      {label(item)}
    </option>
  ));
}

/**
 * A form's submit button: disabled while the form is being sent (`busy`), its label then saying what happens
 * ("Guardando…"). `disabled` also holds it back for other reasons (another action of the page under way).
 */
export function SubmitButton({
  busy,
  busyLabel,
  className = buttons.button,
  disabled,
  children,
  ...button
}: {
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
} & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'children'>) {
  return (
    <button type="submit" className={className} disabled={busy || disabled} {...button}>
      {busy ? busyLabel : children}
    </button>
  );
}
