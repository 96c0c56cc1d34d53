import { describe, expect, it } from 'vitest';
import { AUTO_LOGIN_TTL_MS, AutoLoginSealer } from '../src/features/account/auto-login';

const KEY = Buffer.alloc(32, 7).toString('base64');

describe('AutoLoginSealer (decisions.md 3)', () => {
  it('opens its own token once, for the e-mail it was sealed for', () => {
    const sealer = new AutoLoginSealer(KEY);
    const token = sealer.seal('Ana@Example.pe', 'Secreta2026!');
    expect(token).not.toContain('Secreta');
    expect(sealer.open(token, 'otra@example.pe')).toBeNull();
    expect(sealer.open(token, 'ana@example.pe')).toBe('Secreta2026!');
    expect(sealer.open(token, 'ana@example.pe')).toBeNull();
  });

  it('refuses altered, foreign-key and expired tokens', () => {
    let now = 1_000_000;
    const sealer = new AutoLoginSealer(KEY, () => now);
    const token = sealer.seal('ana@example.pe', 'Secreta2026!');
    const bytes = Buffer.from(token, 'base64url');
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1;
    expect(sealer.open(bytes.toString('base64url'), 'ana@example.pe')).toBeNull();
    expect(new AutoLoginSealer(Buffer.alloc(32, 9).toString('base64')).open(token, 'ana@example.pe')).toBeNull();
    expect(sealer.open('garbage', 'ana@example.pe')).toBeNull();
    now += AUTO_LOGIN_TTL_MS + 1;
    expect(sealer.open(token, 'ana@example.pe')).toBeNull();
  });

  it('refuses a key that is not 32 bytes', () => {
    expect(() => new AutoLoginSealer(Buffer.alloc(16).toString('base64'))).toThrow(/32 bytes/);
  });
});
