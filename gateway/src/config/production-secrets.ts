import { assertProductionSecrets, type Secret } from '@cuida/domain';
import { splitList } from './settings';

/**
 * The gateway's secrets as the production policy reads them (domain: secrets/secret-policy.ts): the 32-byte keys,
 * the tokens it shares with the storefront and the commerce API, every partner key, and the user pool's administrator
 * secret when one is set. Unset ones are index.ts's check. (The service account's password is the user pool's, under
 * the pool's own rules.)
 */
export interface GatewaySecretsEnv {
  AUTO_LOGIN_KEY?: string | undefined;
  ORDER_ACCESS_KEY?: string | undefined;
  SHOPPER_PROXY_SECRET?: string | undefined;
  COMMERCE_APP_TOKEN?: string | undefined;
  PARTNER_API_KEYS?: string | undefined;
  COGNITO_ADMIN_SECRET_ACCESS_KEY?: string | undefined;
}

export function gatewaySecrets(env: GatewaySecretsEnv): Secret[] {
  const secrets: Secret[] = [];
  const add = (variable: string, kind: Secret['kind'], format: Secret['format'], value: string | undefined) => {
    if (value) secrets.push({ variable, kind, format, value });
  };
  add('AUTO_LOGIN_KEY', 'autoLoginKey', 'key', env.AUTO_LOGIN_KEY);
  add('ORDER_ACCESS_KEY', 'orderAccessKey', 'key', env.ORDER_ACCESS_KEY);
  add('SHOPPER_PROXY_SECRET', 'shopperProxySecret', 'token', env.SHOPPER_PROXY_SECRET);
  add('COMMERCE_APP_TOKEN', 'commerceAppToken', 'token', env.COMMERCE_APP_TOKEN);
  add('COGNITO_ADMIN_SECRET_ACCESS_KEY', 'identityAdminSecret', 'token', env.COGNITO_ADMIN_SECRET_ACCESS_KEY);
  for (const pair of splitList(env.PARTNER_API_KEYS ?? '')) {
    const at = pair.indexOf(':');
    add(`PARTNER_API_KEYS (${pair.slice(0, at)})`, 'partnerKey', 'token', pair.slice(at + 1));
  }
  return secrets;
}

/** Throws, naming each variable and how to generate it, when production is given a known, weak or shared secret. */
export function assertGatewaySecrets(env: GatewaySecretsEnv): void {
  assertProductionSecrets(gatewaySecrets(env));
}
