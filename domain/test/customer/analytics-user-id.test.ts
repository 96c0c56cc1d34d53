import { describe, expect, it } from 'vitest';
import { analyticsUserId } from '../../src/customer/analytics-user-id';

// printf %s foo@bar.com | sha256sum
const FOO_AT_BAR = '0c7e6a405862e402eb76a70f8a26fc732d07c32931e9fae9ab1582911d2e8a3b';

describe('analyticsUserId', () => {
  it('is the SHA-256 hex of the e-mail', async () => {
    expect(await analyticsUserId('foo@bar.com')).toBe(FOO_AT_BAR);
  });

  it('trims and lower-cases the e-mail first', async () => {
    expect(await analyticsUserId('  Foo@BAR.com\n')).toBe(FOO_AT_BAR);
  });

  it('is 64 lower-case hex characters and differs between e-mails', async () => {
    const id = await analyticsUserId('ana@cuida.pe');
    expect(id).toMatch(/^[0-9a-f]{64}$/);
    expect(id).not.toBe(await analyticsUserId('ana2@cuida.pe'));
  });

  it('is null for a blank e-mail', async () => {
    expect(await analyticsUserId('   ')).toBeNull();
  });
});
