import { describe, expect, it } from 'vitest';
import {
  amplifySessionCookies,
  encodeCookieName,
  legacyAmplifySession,
} from '../src/features/account/amplify-migration';
import { AUTH_MESSAGES, forgotPasswordErrorMessage, signInErrorMessage } from '../src/features/account/auth-messages';
import { identityConfigFromEnv, serverIdentityConfigFromEnv } from '../src/features/account/identity-config';
import { newPasswordProblems, passwordChangeReducer } from '../src/features/account/password-change-state';
import {
  initialSession,
  isInvalidSessionError,
  SESSION_ENDED_NOTICE,
  sessionReducer,
} from '../src/features/account/session-state';
import { isStaffUser, sessionUserFromClaims } from '../src/features/account/session-user';
import { challengeResponses, stepFromChallenge } from '../src/features/account/sign-in-challenges';
import { credentialErrors, initialSignIn, signInReducer } from '../src/features/account/sign-in-flow';
import { subscriptionCheckReducer } from '../src/features/account/subscription-check';
import { addressAfterLink, parseVerificationLink, tokenSubject } from '../src/features/account/verification-link';
import { clientFromAccount } from '../src/features/checkout/account-prefill';

const failure = (name: string) => Object.assign(new Error(name), { name });

const maria = {
  sub: '07b0a086-cb6a-45b8-9265-d37d33f6c968',
  email: 'maria.quispe@cuida.pe',
  firstName: 'María',
  lastName: 'Quispe Huamán',
  phone: '+51987654321',
  documentType: 2,
  documentNumber: '45871236',
  groups: [],
};

describe('session state: initial, pending, success, onError', () => {
  it('goes pending while reading, success when signed in, initial after signing out', () => {
    const pending = sessionReducer(initialSession, { type: 'check' });
    expect(pending).toMatchObject({ status: 'pending', ready: false });
    const signedIn = sessionReducer(pending, { type: 'signedIn', user: maria });
    expect(signedIn).toEqual({ status: 'success', ready: true, user: maria, notice: null });
    expect(sessionReducer(signedIn, { type: 'signedOut' })).toEqual({
      status: 'initial',
      ready: true,
      user: null,
      notice: null,
    });
  });

  it('keeps the customer on an outage (onError) but signs out an invalid session with a notice', () => {
    const signedIn = sessionReducer(initialSession, { type: 'signedIn', user: maria });
    expect(sessionReducer(signedIn, { type: 'failed' })).toMatchObject({ status: 'onError', user: maria });
    const ended = sessionReducer(signedIn, { type: 'invalidated', notice: SESSION_ENDED_NOTICE });
    expect(ended).toEqual({ status: 'initial', ready: true, user: null, notice: SESSION_ENDED_NOTICE });
    expect(sessionReducer(ended, { type: 'dismissNotice' }).notice).toBeNull();
  });

  it('counts revoked, disabled, missing-user and reset-required refusals as invalid sessions, not outages', () => {
    for (const name of ['NotAuthorizedException', 'UserNotFoundException', 'PasswordResetRequiredException']) {
      expect(isInvalidSessionError(failure(name)), name).toBe(true);
    }
    expect(isInvalidSessionError(failure('NetworkError'))).toBe(false);
    expect(isInvalidSessionError(null)).toBe(false);
  });
});

describe('sign-in', () => {
  it('shows the sign-in messages word for word', () => {
    expect(signInErrorMessage(failure('NotAuthorizedException'))).toBe('La contraseña es incorrecta');
    expect(signInErrorMessage(failure('UserNotFoundException'))).toBe(
      'No hemos podido encontrar una cuenta con ese correo electrónico.',
    );
    expect(signInErrorMessage(new Error('boom'))).toBe('Sucedio algo inesperado, vuelve a intentarlo');
    expect(forgotPasswordErrorMessage(failure('UserNotFoundException'))).toBe(
      'Al parecer ese correo no se encuentra registrado.',
    );
    expect(forgotPasswordErrorMessage(failure('InternalErrorException'))).toBe(AUTH_MESSAGES.unexpected);
  });

  it("tells a locked-out customer to wait, not that the password is wrong (the provider's lockout)", () => {
    const lockout = Object.assign(new Error('Password attempts exceeded'), { name: 'NotAuthorizedException' });
    expect(signInErrorMessage(lockout)).toBe('Hiciste demasiados intentos. Espera unos minutos y vuelve a intentarlo.');
    expect(signInErrorMessage(failure('NotAuthorizedException'))).toBe('La contraseña es incorrecta');
  });

  it('needs an e-mail and a password', () => {
    expect(credentialErrors('', '')).toEqual({
      email: 'Ingresa tu correo electrónico.',
      password: 'Ingresa tu contraseña.',
    });
    expect(credentialErrors('maria', 'x').email).toBe('Ingresa un correo electrónico válido.');
    expect(credentialErrors(' maria.quispe@cuida.pe ', 'x')).toEqual({});
  });

  it("turns the pool's challenges into the storefront's steps, and the answers into the pool's responses", () => {
    expect(stepFromChallenge('NEW_PASSWORD_REQUIRED', {})).toEqual({ kind: 'newPassword' });
    expect(stepFromChallenge('EMAIL_OTP', { CODE_DELIVERY_DESTINATION: 'm***@cuida.pe' })).toEqual({
      kind: 'code',
      channel: 'email',
      destination: 'm***@cuida.pe',
    });
    expect(stepFromChallenge('SOFTWARE_TOKEN_MFA', {})).toEqual({ kind: 'code', channel: 'totp', destination: null });
    expect(stepFromChallenge('MFA_SETUP', {})).toBeNull();
    expect(challengeResponses('EMAIL_OTP', 'sub-1', { code: '123456' })).toEqual({
      USERNAME: 'sub-1',
      EMAIL_OTP_CODE: '123456',
    });
    expect(challengeResponses('NEW_PASSWORD_REQUIRED', 'sub-1', { newPassword: 'Nueva2026!' })).toEqual({
      USERNAME: 'sub-1',
      NEW_PASSWORD: 'Nueva2026!',
    });
    // An answer of the wrong kind is no answer.
    expect(challengeResponses('NEW_PASSWORD_REQUIRED', 'sub-1', { code: '123456' })).toBeNull();
  });

  it('keeps the flow pending until the provider answers, and the error until the next submit', () => {
    const pending = signInReducer(initialSignIn, { type: 'submit' });
    expect(pending).toMatchObject({ pending: true, error: null });
    const failed = signInReducer(pending, { type: 'failed', message: 'La contraseña es incorrecta' });
    expect(failed).toEqual({ step: { kind: 'credentials' }, pending: false, error: 'La contraseña es incorrecta' });
    expect(signInReducer(failed, { type: 'next', step: { kind: 'newPassword' } })).toEqual({
      step: { kind: 'newPassword' },
      pending: false,
      error: null,
    });
  });
});

describe('password change: initial, pending, success, onError', () => {
  it('moves through its states and ignores a second submit while pending', () => {
    const pending = passwordChangeReducer({ status: 'initial', message: null }, { type: 'submit' });
    expect(pending.status).toBe('pending');
    expect(passwordChangeReducer(pending, { type: 'submit' })).toBe(pending);
    expect(passwordChangeReducer(pending, { type: 'succeeded' }).status).toBe('success');
    expect(passwordChangeReducer(pending, { type: 'failed', message: 'x' })).toEqual({
      status: 'onError',
      message: 'x',
    });
  });

  it("checks the pool's policy as the provider does (code points, any script's cases)", () => {
    expect(newPasswordProblems('Cuida2026!')).toEqual([]);
    expect(newPasswordProblems('ÑANDÚ2026ñ')).toEqual([]);
    expect(newPasswordProblems('abc')).toEqual(['Al menos 8 caracteres', 'Una letra mayúscula', 'Un número']);
  });
});

describe('verification link: valid, expired or invalid; the sealed pwd', () => {
  it('reads code, email and the sealed password; expired; anything else is plain home', () => {
    expect(parseVerificationLink(new URLSearchParams('code=K7Q2M9&email=Lucia.Torres@cuida.pe&pwd=sealed'))).toEqual({
      kind: 'verify',
      code: 'K7Q2M9',
      email: 'lucia.torres@cuida.pe',
      sealedPassword: 'sealed',
    });
    expect(parseVerificationLink(new URLSearchParams('code=K7Q2M9&email=a@b.pe'))).toMatchObject({
      sealedPassword: null,
    });
    expect(parseVerificationLink(new URLSearchParams('codigo=expired'))).toEqual({ kind: 'expired' });
    expect(parseVerificationLink(new URLSearchParams('code=1&email=not-an-email'))).toEqual({ kind: 'none' });
    expect(parseVerificationLink(new URLSearchParams('appRimac=true'))).toEqual({ kind: 'none' });
  });

  it("leaves the address bar without the link's parameters, keeping the partner flags", () => {
    const params = new URLSearchParams('code=K7&email=a@b.pe&pwd=secret&appRimac=true');
    expect(addressAfterLink(params, { verificado: '1' })).toBe('/?appRimac=true&verificado=1');
    expect(addressAfterLink(new URLSearchParams('code=K7&email=a@b.pe&pwd=x'))).toBe('/');
  });

  it("reads the subject of the gateway's token and nothing else", () => {
    const jwt = `e30.${Buffer.from(JSON.stringify({ sub: maria.sub })).toString('base64url')}.sig`;
    expect(tokenSubject(jwt)).toBe(maria.sub);
    expect(tokenSubject('garbage')).toBeNull();
    expect(tokenSubject(`e30.${Buffer.from('{"sub":"../x"}').toString('base64url')}.s`)).toBeNull();
  });
});

describe("Amplify's old session cookies (moved by proxy.ts)", () => {
  const tokens = { idToken: 'id.jwt.x', accessToken: 'access.jwt.x', refreshToken: 'refresh' };

  it('are found under the LastAuthUser of the storefront client, whatever the name encoding', () => {
    const cookies = amplifySessionCookies('cuida-web-client', maria.email, tokens);
    expect(cookies.map((cookie) => cookie.name)).toContain(
      'CognitoIdentityServiceProvider.cuida-web-client.maria.quispe%40cuida.pe.idToken',
    );
    const found = legacyAmplifySession(cookies, 'cuida-web-client');
    expect(found.session).toEqual(tokens);
    expect(found.names).toHaveLength(cookies.length);
  });

  it("are all expired, another client's included, but only the storefront's become a session", () => {
    const cookies = [...amplifySessionCookies('other-client', maria.sub, tokens), { name: 'cuida:cart', value: 'x' }];
    const found = legacyAmplifySession(cookies, 'cuida-web-client');
    expect(found.session).toBeNull();
    expect(found.names).toHaveLength(cookies.length - 1);
    const incomplete = amplifySessionCookies('cuida-web-client', maria.sub, tokens).filter(
      (cookie) => !cookie.name.endsWith('.accessToken'),
    );
    expect(legacyAmplifySession(incomplete, 'cuida-web-client').session).toBeNull();
  });

  it("encode names as the browser's js-cookie does", () => {
    expect(encodeCookieName('CognitoIdentityServiceProvider.c.maria.quispe@cuida.pe.idToken')).toBe(
      'CognitoIdentityServiceProvider.c.maria.quispe%40cuida.pe.idToken',
    );
  });
});

describe('identity configuration', () => {
  it('defaults to the sandbox pool and client; the issuer follows the endpoint, else Cognito', () => {
    expect(identityConfigFromEnv({ IDENTITY_URL: 'http://localhost:9229/' })).toEqual({
      userPoolId: 'us-east-1_cuidaLocal',
      userPoolClientId: 'cuida-web-client',
      endpoint: 'http://localhost:9229',
      issuer: 'http://localhost:9229/us-east-1_cuidaLocal',
    });
    expect(identityConfigFromEnv({ COGNITO_USER_POOL_ID: 'sa-east-1_AbC123' })).toMatchObject({
      endpoint: null,
      issuer: 'https://cognito-idp.sa-east-1.amazonaws.com/sa-east-1_AbC123',
    });
    expect(() => identityConfigFromEnv({ COGNITO_USER_POOL_ID: 'nope' })).toThrow(/COGNITO_USER_POOL_ID/);
  });

  it('the server reaches a provider in a container by its own address; browsers and the issuer keep the public one', () => {
    const env = {
      IDENTITY_PUBLIC_URL: 'http://127.0.0.1:19229',
      IDENTITY_URL: 'http://sandbox:9229',
      COGNITO_ISSUER: 'http://127.0.0.1:19229/us-east-1_cuidaLocal',
      COGNITO_JWKS_URL: 'http://sandbox:9229/us-east-1_cuidaLocal/.well-known/jwks.json',
    };
    expect(identityConfigFromEnv(env)).toMatchObject({
      endpoint: 'http://127.0.0.1:19229',
      issuer: 'http://127.0.0.1:19229/us-east-1_cuidaLocal',
    });
    expect(serverIdentityConfigFromEnv(env)).toMatchObject({
      endpoint: 'http://sandbox:9229',
      issuer: 'http://127.0.0.1:19229/us-east-1_cuidaLocal',
      jwksUrl: 'http://sandbox:9229/us-east-1_cuidaLocal/.well-known/jwks.json',
    });
    // One address for both: the keys are the issuer's.
    expect(serverIdentityConfigFromEnv({ IDENTITY_URL: 'http://localhost:9229' })).toMatchObject({
      endpoint: 'http://localhost:9229',
      jwksUrl: 'http://localhost:9229/us-east-1_cuidaLocal/.well-known/jwks.json',
    });
  });
});

describe('customer from the ID token; staff badge for the pharmacy-staff group', () => {
  it('reads the claims, and the pharmacy-staff group', () => {
    const user = sessionUserFromClaims({
      sub: 's',
      email: 'farmacia@cuida.pe',
      given_name: 'Farmacia',
      'cognito:groups': ['pharmacy-staff'],
      'custom:documentType': '2',
      'custom:documentNumber': '45871236',
    });
    expect(user).toMatchObject({ sub: 's', firstName: 'Farmacia', documentType: 2, documentNumber: '45871236' });
    expect(isStaffUser(user)).toBe(true);
    expect(isStaffUser(sessionUserFromClaims({ sub: 's', email: 'a@b.pe' }))).toBe(false);
    expect(sessionUserFromClaims({ email: 'a@b.pe' })).toBeNull();
  });
});

describe('checkout prefill from the account', () => {
  it('splits the last names and leaves out what the account lacks', () => {
    expect(
      clientFromAccount({
        firstName: 'María',
        lastName: 'Quispe Huamán',
        birthDate: '1988-03-14',
        email: 'maria.quispe@cuida.pe',
        phone: '987654321',
        documentType: { code: 2 },
        documentNumber: '45871236',
      }),
    ).toEqual({
      documentType: 2,
      firstName: 'María',
      paternalLastName: 'Quispe',
      maternalLastName: 'Huamán',
      email: 'maria.quispe@cuida.pe',
      phone: '987654321',
      documentNumber: '45871236',
      birthDate: '1988-03-14',
    });
    expect(clientFromAccount({ lastName: 'Ramírez', documentType: { code: 4 }, phone: null })).toEqual({
      documentType: 4,
      paternalLastName: 'Ramírez',
    });
  });
});

describe('subscription check: initial, loading, success, error', () => {
  it('loads, succeeds or fails', () => {
    const loading = subscriptionCheckReducer<string>({ status: 'initial', data: null }, { type: 'start' });
    expect(loading.status).toBe('loading');
    expect(subscriptionCheckReducer(loading, { type: 'loaded', data: 'x' })).toEqual({ status: 'success', data: 'x' });
    expect(subscriptionCheckReducer(loading, { type: 'failed' })).toEqual({ status: 'error', data: null });
  });
});
