import { z } from 'zod';
import { assertClient, defineOperation } from '../context';
import { unauthorized, unsupportedTokenType } from '../errors';
import { authenticate, revokeSession, signOutEverywhere } from '../sessions';
import { ClientId, Token } from './schemas';

/** Signs the user out of every device: refresh tokens revoked, access tokens issued so far refused. */
export const globalSignOut = defineOperation(z.object({ AccessToken: Token }), async (ctx, input) => {
  const { user } = await authenticate(ctx, input.AccessToken);
  await signOutEverywhere(ctx, user);
  return {};
});

/** Revokes a refresh token and the access tokens issued from it (Amplify's signOut calls it). */
export const revokeToken = defineOperation(
  z.object({ Token, ClientId, ClientSecret: z.string().max(64).optional() }),
  async (ctx, input) => {
    assertClient(ctx, input.ClientId);
    // ID and access tokens are JWTs (three dot-separated parts); only refresh tokens can be revoked.
    if (input.Token.split('.').length === 3) throw unsupportedTokenType();
    const outcome = await revokeSession(ctx, input.ClientId, input.Token);
    if (outcome === 'other-client') throw unauthorized('The token was not issued to this client.');
    return {};
  },
);
