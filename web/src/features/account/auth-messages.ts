/** Spec §8, word for word: the sign-in and forgot-password messages. */
export const AUTH_MESSAGES = {
  wrongPassword: 'La contraseña es incorrecta',
  unknownEmail: 'No hemos podido encontrar una cuenta con ese correo electrónico.',
  unknownEmailForReset: 'Al parecer ese correo no se encuentra registrado.',
  unexpected: 'Sucedio algo inesperado, vuelve a intentarlo',
} as const;

const errorName = (error: unknown): string | null => {
  const name = (error as { name?: unknown } | null)?.name;
  return typeof name === 'string' ? name : null;
};

/** The message a failed sign-in shows (spec §8). */
export function signInErrorMessage(error: unknown): string {
  switch (errorName(error)) {
    case 'NotAuthorizedException':
      return AUTH_MESSAGES.wrongPassword;
    case 'UserNotFoundException':
      return AUTH_MESSAGES.unknownEmail;
    case 'UserNotConfirmedException':
      return 'Tu cuenta aún no está verificada. Abre el enlace que te enviamos por correo.';
    case 'PasswordResetRequiredException':
      return 'Debes crear una nueva contraseña. Usa «¿Olvidaste tu contraseña?».';
    default:
      return AUTH_MESSAGES.unexpected;
  }
}

/** The message a failed password reset shows (spec §8). */
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
      return 'Hiciste demasiados intentos. Espera unos minutos y vuelve a intentarlo.';
    default:
      return AUTH_MESSAGES.unexpected;
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
      return 'Hiciste demasiados intentos. Espera unos minutos y vuelve a intentarlo.';
    default:
      return AUTH_MESSAGES.unexpected;
  }
}
