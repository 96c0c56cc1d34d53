/** What the membership form says after the gateway answered (Spanish; requirements: "Partner agreements"). */
export const MEMBERSHIP_MESSAGES = {
  notMember: (partner: string) =>
    `No encontramos una afiliación a ${partner} con esos datos. Revísalos o consulta con ${partner}.`,
  tooMany: 'Hiciste demasiados intentos. Vuelve a intentarlo en unos minutos.',
  unavailable: 'No pudimos verificar tu afiliación en este momento. Inténtalo de nuevo.',
  verified: (name: string | null, email: string | null) =>
    [`Afiliación verificada${name ? `: ${name}` : ''}.`, email ? `Te escribiremos a ${email}.` : null]
      .filter(Boolean)
      .join(' '),
} as const;

/** The form's message for a failed request, by the gateway's error code. */
export function membershipFailure(code: unknown): string {
  return code === 'RATE_LIMITED' ? MEMBERSHIP_MESSAGES.tooMany : MEMBERSHIP_MESSAGES.unavailable;
}
