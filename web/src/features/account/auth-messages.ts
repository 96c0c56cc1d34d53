/** The sign-in and forgot-password messages, word for word (requirements: "Sign-in messages"). */
export const AUTH_MESSAGES = {
  wrongPassword: 'La contraseña es incorrecta',
  unknownEmail: 'No hemos podido encontrar una cuenta con ese correo electrónico.',
  unknownEmailForReset: 'Al parecer ese correo no se encuentra registrado.',
  unexpected: 'Sucedio algo inesperado, vuelve a intentarlo',
  tooManyAttempts: 'Hiciste demasiados intentos. Espera unos minutos y vuelve a intentarlo.',
  unavailable: 'El servicio de cuentas no está disponible en este momento. Vuelve a intentarlo en unos minutos.',
} as const;

const errorName = (error: unknown): string | null => {
  const name = (error as { name?: unknown } | null)?.name;
  return typeof name === 'string' ? name : null;
};

/** The identity provider's lockout after repeated failed sign-ins: a NotAuthorizedException with this message. */
const isLockout = (error: unknown) => (error as { message?: unknown } | null)?.message === 'Password attempts exceeded';

/** The provider did not answer usably (unreachable, hung, 5xx after the retries, unreadable): an outage, not a refusal. */
const isOutage = (error: unknown) => (error as { refusal?: unknown } | null)?.refusal === false;

/**
 * The message a failed sign-in shows: the product's wording for a wrong password and an unknown e-mail (ADR
 * "Sign-in messages name an unknown account"), and a wait during the provider's lockout, which is not a wrong
 * password.
 */
export function signInErrorMessage(error: unknown): string {
  switch (errorName(error)) {
    case 'NotAuthorizedException':
      return isLockout(error) ? AUTH_MESSAGES.tooManyAttempts : AUTH_MESSAGES.wrongPassword;
    case 'UserNotFoundException':
      return AUTH_MESSAGES.unknownEmail;
    case 'UserNotConfirmedException':
      return 'Tu cuenta aún no está verificada. Abre el enlace que te enviamos por correo.';
    case 'PasswordResetRequiredException':
      return 'Debes crear una nueva contraseña. Usa «¿Olvidaste tu contraseña?».';
    case 'CodeMismatchException':
      return 'El código no es correcto. Revísalo e inténtalo de nuevo.';
    case 'ExpiredCodeException':
      return 'El código venció. Vuelve a ingresar tu correo y contraseña.';
    default:
      return isOutage(error) ? AUTH_MESSAGES.unavailable : AUTH_MESSAGES.unexpected;
  }
}

/** The message a failed password reset shows (requirements: "Sign-in messages"). */
export function forgotPasswordErrorMessage(error: unknown): string {
  switch (errorName(error)) {
    case 'UserNotFoundException':
      return AUTH_MESSAGES.unknownEmailForReset;
    case 'CodeMismatchException':
      return 'El código no es correcto. Revisa el correo e inténtalo de nuevo.';
    case 'ExpiredCodeException':
      return 'El código venció. Pide uno nuevo.';
    case 'InvalidPasswordException':
      return 'La contraseña no cumple los requisitos.';
    case 'LimitExceededException':
    case 'TooManyRequestsException':
      return AUTH_MESSAGES.tooManyAttempts;
    default:
      return isOutage(error) ? AUTH_MESSAGES.unavailable : AUTH_MESSAGES.unexpected;
  }
}

/** The message a failed password change or new-password challenge shows. */
export function passwordChangeErrorMessage(error: unknown): string {
  switch (errorName(error)) {
    case 'NotAuthorizedException':
      return 'La contraseña actual es incorrecta.';
    case 'InvalidPasswordException':
      return 'La nueva contraseña no cumple los requisitos.';
    case 'LimitExceededException':
    case 'TooManyRequestsException':
      return AUTH_MESSAGES.tooManyAttempts;
    default:
      return AUTH_MESSAGES.unexpected;
  }
}
