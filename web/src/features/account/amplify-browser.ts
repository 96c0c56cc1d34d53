import { Amplify } from 'aws-amplify';
import { amplifyResources } from './amplify-resources';
import type { IdentityConfig } from './identity-config';

let configuredFor: string | null = null;

/**
 * Configures Amplify in the browser once, with cookie storage (`ssr: true`) so that server components read the same
 * session. Every entry point that calls Amplify (session engine, sign-in, password pages) calls this first.
 */
export function configureAmplify(config: IdentityConfig): void {
  const key = `${config.userPoolId}|${config.userPoolClientId}|${config.endpoint ?? ''}`;
  if (configuredFor === key) return;
  Amplify.configure(amplifyResources(config), { ssr: true });
  configuredFor = key;
}
