/**
 * Cognito's service errors. On the wire (JSON 1.1 protocol) an error is an HTTP 400 (a few are not) with
 * `{"__type": "<name>", "message": "..."}` and the header `x-amzn-errortype: <name>`; both the AWS SDK and Amplify
 * turn the name into the error's `name`.
 */
export class CognitoError extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly statusCode = 400,
  ) {
    super(message);
    this.name = type;
  }
}

export const notAuthorized = (message = 'Incorrect username or password.') =>
  new CognitoError('NotAuthorizedException', message);

export const userNotFound = () => new CognitoError('UserNotFoundException', 'User does not exist.');

export const userNotConfirmed = () => new CognitoError('UserNotConfirmedException', 'User is not confirmed.');

export const userDisabled = () => notAuthorized('User is disabled.');

export const passwordResetRequired = () =>
  new CognitoError('PasswordResetRequiredException', 'Password reset required for the user');

export const codeMismatch = () =>
  new CognitoError('CodeMismatchException', 'Invalid verification code provided, please try again.');

export const expiredCode = () =>
  new CognitoError('ExpiredCodeException', 'Invalid code provided, please request a code again.');

export const limitExceeded = () =>
  new CognitoError('LimitExceededException', 'Attempt limit exceeded, please try after some time.');

export const usernameExists = () =>
  new CognitoError('UsernameExistsException', 'An account with the given email already exists.');

export const aliasExists = () =>
  new CognitoError('AliasExistsException', 'An account with the given email already exists.');

export const invalidPassword = (reason: string) =>
  new CognitoError('InvalidPasswordException', `Password did not conform with policy: ${reason}`);

export const invalidParameter = (message: string) => new CognitoError('InvalidParameterException', message);

export const resourceNotFound = (message: string) => new CognitoError('ResourceNotFoundException', message);

export const unknownOperation = () => new CognitoError('UnknownOperationException', 'Unknown operation');

export const serializationError = (message: string) => new CognitoError('SerializationException', message);

export const requestTooLarge = (limit: number) =>
  new CognitoError('RequestEntityTooLargeException', `Request body is larger than ${limit} bytes.`, 413);

export const internalError = () => new CognitoError('InternalErrorException', 'An internal error occurred.', 500);

export const unauthorized = (message: string) => new CognitoError('UnauthorizedException', message);

export const unsupportedTokenType = () =>
  new CognitoError('UnsupportedTokenTypeException', 'Only refresh tokens can be revoked.');

export const accessDenied = (message: string) => new CognitoError('AccessDeniedException', message);
