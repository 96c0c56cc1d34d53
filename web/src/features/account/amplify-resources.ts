import type { ResourcesConfig } from 'aws-amplify';
import type { IdentityConfig } from './identity-config';

/** Amplify's configuration for the user pool alone: no identity pool, no AWS credentials (requirements: "Sign-in"). */
export function amplifyResources(config: IdentityConfig): ResourcesConfig {
  return {
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        ...(config.endpoint ? { userPoolEndpoint: config.endpoint } : {}),
        loginWith: { email: true },
      },
    },
  };
}
