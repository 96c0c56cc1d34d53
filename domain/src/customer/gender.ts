/** Gender options of the registration form, in display order (requirements: "Gender options"). */
export const GENDER_OPTIONS = ['Mujer', 'Hombre', 'Prefiero no decirlo'] as const;

export type Gender = (typeof GENDER_OPTIONS)[number];

/** Whether a value is one of the offered options, exactly as written. */
export function isGender(value: unknown): value is Gender {
  return typeof value === 'string' && (GENDER_OPTIONS as readonly string[]).includes(value);
}
