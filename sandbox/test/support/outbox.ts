import { readOutbox } from '../../src/outbox/outbox';
import type { Queryable } from '../../src/store/db';

/** The link of the newest verification e-mail the sales service sent to `email`: its code and sealed password. */
export async function verificationLinkFor(
  db: Queryable,
  email: string,
): Promise<{ link: string; code: string; token: string | null }> {
  const [sent] = await readOutbox(db, { to: email, kind: 'VERIFICACION_CORREO' });
  if (!sent?.link) throw new Error(`no verification e-mail to ${email}`);
  const url = new URL(sent.link);
  return { link: sent.link, code: url.searchParams.get('code') ?? '', token: url.searchParams.get('pwd') };
}
