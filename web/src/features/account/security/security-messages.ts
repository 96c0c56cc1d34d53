import type { IdentityApiError } from '../identity-api';

/** The confirmation the customer types: the word, so that no stray click deletes an account. */
export const DELETION_CONFIRMATION = 'ELIMINAR';

/** What the security page says, in Spanish (the routes answer these; the page shows them). */
export const SECURITY_MESSAGES = {
  unavailable: 'No pudimos completar la operación. Inténtalo de nuevo en unos minutos.',
  deviceMissing: 'Ese dispositivo ya no está en tu cuenta.',
  wrongCode: 'El código no es correcto. Revisa la hora de tu teléfono e ingresa el código que muestra la app ahora.',
  noPendingApp: 'Vuelve a empezar la configuración de la app de autenticación.',
  appNotVerified: 'Primero configura la app de autenticación con su código.',
  confirmDeletion: 'Escribe ELIMINAR para confirmar.',
  signedOutEverywhere: 'Cerraste sesión en todos tus dispositivos. Vuelve a ingresar cuando quieras.',
  accountDeleted: 'Tu cuenta fue eliminada. Gracias por haber comprado en Cuida.',
} as const;

/** A refusal of a security call, as the sentence the customer reads. */
export function securityErrorMessage(error: IdentityApiError): string {
  if (!error.refusal) return SECURITY_MESSAGES.unavailable;
  switch (error.name) {
    case 'ResourceNotFoundException':
      return SECURITY_MESSAGES.deviceMissing;
    case 'EnableSoftwareTokenMFAException':
      return /mismatch/i.test(error.message) ? SECURITY_MESSAGES.wrongCode : SECURITY_MESSAGES.noPendingApp;
    case 'CodeMismatchException':
      return SECURITY_MESSAGES.wrongCode;
    case 'InvalidParameterException':
      return /software token/i.test(error.message) ? SECURITY_MESSAGES.appNotVerified : SECURITY_MESSAGES.unavailable;
    default:
      return SECURITY_MESSAGES.unavailable;
  }
}

/** Refusals that mean the session itself is over (revoked, signed out elsewhere, user gone). */
export function endsSession(error: IdentityApiError): boolean {
  return error.refusal && (error.name === 'NotAuthorizedException' || error.name === 'UserNotFoundException');
}
