import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../src/observability/logger';
import { maskDigits, maskEmailForLog, REDACTED, redact, redactText } from '../src/observability/redact';

const JWT =
  'eyJhbGciOiJSUzI1NiIsImtpZCI6ImFiYyJ9.eyJzdWIiOiIxMjMiLCJlbWFpbCI6ImFuYUBjdWlkYS5wZSJ9.c2lnbmF0dXJlLXBhcnQtaGVyZQ';

describe('maskEmailForLog', () => {
  it('hides part of every local part, short ones too (the display mask shows those whole)', () => {
    expect(maskEmailForLog('maria.quispe@cuida.pe')).toBe('mar********e@cuida.pe');
    expect(maskEmailForLog('ana@cuida.pe')).toBe('a**@cuida.pe');
    expect(maskEmailForLog('luis@x.pe')).toBe('l***@x.pe');
    expect(maskEmailForLog('a@x.pe')).toBe('*@x.pe');
  });
});

describe('redact', () => {
  it('masks e-mails anywhere with the storefront rule', () => {
    expect(redactText('signed in as juanperez@gmail.com today')).toBe('signed in as jua*****z@gmail.com today');
    expect(redact({ nested: { list: ['maria.lopez@cuida.pe'] } })).toEqual({
      nested: { list: ['mar*******z@cuida.pe'] },
    });
  });

  it('masks document and phone numbers in the fields that carry them, keeping 2 digits', () => {
    expect(maskDigits('45678912')).toBe('******12');
    expect(
      redact({
        documentNumber: '45678912',
        numeroDocumento: 45678912,
        usuario: '001234567',
        phone: '+51 987654321',
        payload: { dni: 'DNI 12345678', ce: '123456789012' },
      }),
    ).toEqual({
      documentNumber: '******12',
      numeroDocumento: '******12',
      usuario: '*******67',
      phone: '+51 *******21',
      payload: { dni: 'DNI ******78', ce: '**********12' },
    });
  });

  it('leaves digit runs alone outside those fields (order numbers, prices, ids)', () => {
    expect(redact({ orderNumber: '20260001', total: 123456789, msg: 'order 20260001' })).toEqual({
      orderNumber: '20260001',
      total: 123456789,
      msg: 'order 20260001',
    });
  });

  it('hides tokens, passwords, keys and authorization headers whatever their place', () => {
    const masked = redact({
      headers: { authorization: `Bearer ${JWT}`, 'x-api-key': 'partner-secret-key-0001', cookie: 'sid=1' },
      password: 'Cuida2026!',
      passwordAutogenerado: 'x',
      idToken: JWT,
      refreshToken: 'opaque',
      codigo: 'AB12CD',
      note: `token was ${JWT} and header Bearer abc.def-ghi`,
      url: 'https://cuida.pe/auto-login?code=XYZ&email=ana@cuida.pe&pwd=sealed-value',
      redis: 'redis://default:s3cret@cache.internal:6379/0',
    });
    expect(masked).toEqual({
      headers: { authorization: REDACTED, 'x-api-key': REDACTED, cookie: REDACTED },
      password: REDACTED,
      passwordAutogenerado: REDACTED,
      idToken: REDACTED,
      refreshToken: REDACTED,
      codigo: REDACTED,
      note: `token was [JWT] and header Bearer ${REDACTED}`,
      url: `https://cuida.pe/auto-login?code=${REDACTED}&email=a**@cuida.pe&pwd=${REDACTED}`,
      redis: `redis://default:${REDACTED}@cache.internal:6379/0`,
    });
    expect(JSON.stringify(masked)).not.toContain('Cuida2026!');
    expect(JSON.stringify(masked)).not.toContain('eyJ');
  });

  it('keeps errors readable (message, stack) and masked, and survives cycles and depth', () => {
    const error = new Error('cannot reach identity for ana.torres@cuida.pe');
    const cyclic: Record<string, unknown> = { name: 'loop' };
    cyclic.self = cyclic;
    const masked = redact({ error, cyclic }) as { error: { message: string; stack: string }; cyclic: unknown };
    expect(masked.error.message).toBe('cannot reach identity for ana******s@cuida.pe');
    expect(masked.error.stack).not.toContain('ana.torres@');
    expect(masked.cyclic).toEqual({ name: 'loop', self: '[Circular]' });
  });

  it('never changes its input', () => {
    const entry = { email: 'juanperez@gmail.com', password: 'x' };
    redact(entry);
    expect(entry).toEqual({ email: 'juanperez@gmail.com', password: 'x' });
  });
});

describe('createLogger', () => {
  it('writes one masked JSON line per entry, with level, msg and the request id', () => {
    const out = new PassThrough();
    const lines: string[] = [];
    out.on('data', (chunk: Buffer) => lines.push(...chunk.toString('utf8').trim().split('\n')));
    const log = createLogger({ level: 'info', destination: out, requestId: () => 'req-42' });
    log({ level: 'warn', msg: 'login failed for juanperez@gmail.com', documentNumber: '45678912', password: 'x' });
    log({ level: 'debug', msg: 'below the level: not written' });
    log({ msg: 'default level is info', requestId: 'explicit' });
    expect(lines).toHaveLength(2);
    const first = JSON.parse(lines[0] ?? '{}');
    expect(first).toMatchObject({
      level: 'warn',
      msg: 'login failed for jua*****z@gmail.com',
      documentNumber: '******12',
      password: REDACTED,
      requestId: 'req-42',
      service: 'cuida-gateway',
    });
    expect(typeof first.time).toBe('string');
    expect(JSON.parse(lines[1] ?? '{}')).toMatchObject({ level: 'info', requestId: 'explicit' });
  });
});
