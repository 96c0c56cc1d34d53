import type { Operation } from '../context';
import { adminDeleteUser, adminGetUser } from './admin';
import { getTokensFromRefreshToken, initiateAuth, respondToAuthChallenge } from './auth';
import { confirmDevice, forgetDevice, getDevice, listDevices } from './devices';
import { associateSoftwareToken, setUserMfaPreference, verifySoftwareToken } from './mfa';
import { changePassword, confirmForgotPassword, forgotPassword } from './password';
import { globalSignOut, revokeToken } from './sign-out';
import { confirmSignUp, resendConfirmationCode, signUp } from './sign-up';
import {
  deleteUserOperation,
  getUser,
  getUserAttributeVerificationCode,
  updateUserAttributes,
  verifyUserAttribute,
} from './user';

/** The operations this pool answers, by the name after `AWSCognitoIdentityProviderService.` in X-Amz-Target. */
export const OPERATIONS: ReadonlyMap<string, Operation> = new Map<string, Operation>([
  ['SignUp', signUp],
  ['ConfirmSignUp', confirmSignUp],
  ['ResendConfirmationCode', resendConfirmationCode],
  ['InitiateAuth', initiateAuth],
  ['RespondToAuthChallenge', respondToAuthChallenge],
  ['GetTokensFromRefreshToken', getTokensFromRefreshToken],
  ['ForgotPassword', forgotPassword],
  ['ConfirmForgotPassword', confirmForgotPassword],
  ['ChangePassword', changePassword],
  ['GetUser', getUser],
  ['UpdateUserAttributes', updateUserAttributes],
  ['GetUserAttributeVerificationCode', getUserAttributeVerificationCode],
  ['VerifyUserAttribute', verifyUserAttribute],
  ['DeleteUser', deleteUserOperation],
  ['GlobalSignOut', globalSignOut],
  ['RevokeToken', revokeToken],
  ['AdminGetUser', adminGetUser],
  ['AdminDeleteUser', adminDeleteUser],
  ['ConfirmDevice', confirmDevice],
  ['ListDevices', listDevices],
  ['GetDevice', getDevice],
  ['ForgetDevice', forgetDevice],
  ['SetUserMFAPreference', setUserMfaPreference],
  ['AssociateSoftwareToken', associateSoftwareToken],
  ['VerifySoftwareToken', verifySoftwareToken],
]);
