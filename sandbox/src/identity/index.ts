export { type IdentityServerOptions, type RunningIdentityServer, startIdentityServer } from './listen';
export { isLoopbackAddress } from './loopback';
export { hashPassword, PASSWORD_POLICY, passwordPolicyViolation, verifyPassword } from './passwords';
export { SEEDED_USERS, SERVICE_ACCOUNTS_GROUP, type SeededUser, STAFF_GROUP, seedIdentityUsers } from './seed';
export {
  createIdentityHandler,
  DEFAULT_CLIENT_IDS,
  DEFAULT_USER_POOL_ID,
  GATEWAY_CLIENT_ID,
  type IdentityHandler,
  type IdentityHandlerOptions,
  identityIssuer,
  WEB_CLIENT_ID,
} from './server';
