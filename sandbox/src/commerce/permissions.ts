import { timingSafeEqual } from 'node:crypto';
import { GraphQLError } from 'graphql';

/** The app token of the local commerce API (development only; COMMERCE_APP_TOKEN sets another). */
export const SANDBOX_COMMERCE_APP_TOKEN = 'cuida-sandbox-commerce-app-token';

/** Whether `Authorization: Bearer <token>` is the configured app token (Saleor apps authenticate this way). */
export function isAppRequest(authorization: string | null, appToken: string): boolean {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization?.trim() ?? '');
  if (!match?.[1]) return false;
  const given = Buffer.from(match[1]);
  const expected = Buffer.from(appToken);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Saleor's answer to a field or input that needs a permission the caller lacks. */
export function permissionDenied(permissions: string[]): GraphQLError {
  return new GraphQLError(`To access this path, you need one of the following permissions: ${permissions.join(', ')}`, {
    extensions: { exception: { code: 'PermissionDenied' } },
  });
}
