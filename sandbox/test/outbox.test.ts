import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../src/app';
import { readOutbox, sendEmail } from '../src/outbox/outbox';
import { handleServicesAdmin } from '../src/services/index';
import { startTestSandbox } from './support/sandbox';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox?.close());

async function pool(operation: string, body: Record<string, unknown>) {
  return fetch(sandbox.identityUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
    },
    body: JSON.stringify(body),
  });
}

describe('the outbox', () => {
  it("keeps the identity provider's codes as the e-mails they would be", async () => {
    expect(
      (await pool('ForgotPassword', { ClientId: 'cuida-web-client', Username: 'jorge.ramirez@cuida.pe' })).status,
    ).toBe(200);
    const response = await fetch(
      `${sandbox.url}/__admin/services/outbox?to=JORGE.RAMIREZ@cuida.pe&kind=CODIGO_CONTRASENA`,
    );
    expect(response.status).toBe(200);
    const { emails } = (await response.json()) as { emails: { kind: string; body: string; link: string | null }[] };
    expect(emails).toHaveLength(1);
    expect(emails[0]?.link).toBeNull();
    const code = /\b(\d{6})\b/.exec(emails[0]?.body ?? '')?.[1];
    const codes = (await (await fetch(`${sandbox.identityUrl}/__admin/codes?email=jorge.ramirez@cuida.pe`)).json()) as {
      codes: { purpose: string; code: string }[];
    };
    expect(codes.codes.find((item) => item.purpose === 'FORGOT_PASSWORD')?.code).toBe(code);
  });

  it('keeps one e-mail per dedupe key', async () => {
    const email = {
      to: 'pedido@example.pe',
      kind: 'CONFIRMACION_PEDIDO' as const,
      subject: 's',
      body: 'b',
      dedupeKey: 'pedido:1',
    };
    expect(await sendEmail(sandbox.db, email, new Date())).toBe(true);
    expect(await sendEmail(sandbox.db, email, new Date())).toBe(false);
    expect(await readOutbox(sandbox.db, { to: 'pedido@example.pe' })).toHaveLength(1);
  });

  it('answers only loopback peers', async () => {
    let status = 0;
    const req = { socket: { remoteAddress: '192.168.1.20' }, method: 'GET' } as unknown as IncomingMessage;
    const res = {
      writeHead(code: number) {
        status = code;
        return this;
      },
      end() {
        return this;
      },
    } as unknown as ServerResponse;
    expect(await handleServicesAdmin(req, res, new URL('http://x/__admin/services/outbox'), { db: sandbox.db })).toBe(
      true,
    );
    expect(status).toBe(403);
  });
});
