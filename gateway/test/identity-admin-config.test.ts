import { describe, expect, it } from 'vitest';
import { loadGatewayConfig } from '../src/config';

/** The user pool's administrator key (COGNITO_ADMIN_*): optional, both parts or neither, validated, region derived. */
describe('COGNITO_ADMIN_* settings', () => {
  const KEY = { COGNITO_ADMIN_ACCESS_KEY_ID: 'AKIAEXAMPLEGATEWAY01', COGNITO_ADMIN_SECRET_ACCESS_KEY: 'x'.repeat(40) };

  it('are optional: none configured means no administrator call', () => {
    expect(loadGatewayConfig({}).identity.admin).toBeUndefined();
  });

  it('take the region from the pool id unless set, and act on that pool', () => {
    expect(loadGatewayConfig({ ...KEY, COGNITO_USER_POOL_ID: 'sa-east-1_AbCdEf123' }).identity.admin).toEqual({
      accessKeyId: 'AKIAEXAMPLEGATEWAY01',
      secretAccessKey: 'x'.repeat(40),
      region: 'sa-east-1',
      userPoolId: 'sa-east-1_AbCdEf123',
    });
    expect(
      loadGatewayConfig({ ...KEY, COGNITO_USER_POOL_ID: 'pool', COGNITO_ADMIN_REGION: 'eu-west-3' }).identity.admin
        ?.region,
    ).toBe('eu-west-3');
    expect(() => loadGatewayConfig({ ...KEY, COGNITO_USER_POOL_ID: 'pool' })).toThrow(/COGNITO_ADMIN_REGION is needed/);
  });

  it('refuse one part without the other, naming both', () => {
    expect(() => loadGatewayConfig({ COGNITO_ADMIN_ACCESS_KEY_ID: KEY.COGNITO_ADMIN_ACCESS_KEY_ID })).toThrow(
      /COGNITO_ADMIN_ACCESS_KEY_ID and COGNITO_ADMIN_SECRET_ACCESS_KEY go together/,
    );
    expect(() => loadGatewayConfig({ COGNITO_ADMIN_SECRET_ACCESS_KEY: KEY.COGNITO_ADMIN_SECRET_ACCESS_KEY })).toThrow(
      /go together/,
    );
  });

  it('refuse malformed values without echoing the secret', () => {
    expect(() => loadGatewayConfig({ ...KEY, COGNITO_ADMIN_ACCESS_KEY_ID: 'akia lower' })).toThrow(
      /an AWS access key id[\s\S]*at COGNITO_ADMIN_ACCESS_KEY_ID/,
    );
    const secret = 'con espacios no vale 0123456789';
    let message = '';
    try {
      loadGatewayConfig({ ...KEY, COGNITO_ADMIN_SECRET_ACCESS_KEY: secret });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/an AWS secret access key[\s\S]*at COGNITO_ADMIN_SECRET_ACCESS_KEY/);
    expect(message).not.toContain(secret);
    expect(() => loadGatewayConfig({ ...KEY, COGNITO_ADMIN_REGION: 'Lima' })).toThrow(/an AWS region/);
  });
});
