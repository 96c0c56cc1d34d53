/**
 * The sandbox's outbox: every e-mail a real service would send (the verification link of a sign-up, the identity
 * provider's codes, an order's confirmation) is kept here instead, with its link when it has one, and read back on
 * loopback only (services/admin.ts). Nothing leaves the machine.
 */
import type { Queryable } from '../store/db';

export const EMAIL_KINDS = [
  'VERIFICACION_CORREO',
  'CODIGO_CONTRASENA',
  'CODIGO_INGRESO',
  'CODIGO_CONFIRMACION',
  'CONFIRMACION_PEDIDO',
  'CONSTANCIA_RECLAMACION',
  'ELIMINACION_CUENTA',
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

export interface OutgoingEmail {
  to: string;
  kind: EmailKind;
  subject: string;
  body: string;
  /** The one link the e-mail leads to (absolute), when it has one. */
  link?: string | null;
  /** Sending the same key twice keeps one e-mail (an order's confirmation asked for again). */
  dedupeKey?: string | null;
}

export interface SentEmail extends Required<Omit<OutgoingEmail, 'dedupeKey'>> {
  id: number;
  sentAt: string;
}

/** Keeps the e-mail; false when one with the same dedupe key was already sent. */
export async function sendEmail(db: Queryable, email: OutgoingEmail, now: Date): Promise<boolean> {
  const rows = await db.query<{ id: number }>(
    `INSERT INTO outbox_email (recipient, kind, subject, body, link, dedupe_key, sent_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
    [
      email.to.trim().toLowerCase(),
      email.kind,
      email.subject,
      email.body,
      email.link ?? null,
      email.dedupeKey ?? null,
      now,
    ],
  );
  return rows.length > 0;
}

/** The e-mails sent to one address (or all), newest first, optionally of one kind. */
export async function readOutbox(
  db: Queryable,
  filter: { to?: string | null; kind?: string | null } = {},
): Promise<SentEmail[]> {
  const rows = await db.query<{
    id: string | number;
    recipient: string;
    kind: EmailKind;
    subject: string;
    body: string;
    link: string | null;
    sent_at: Date | string;
  }>(
    `SELECT id, recipient, kind, subject, body, link, sent_at FROM outbox_email
     WHERE ($1::text IS NULL OR recipient = $1) AND ($2::text IS NULL OR kind = $2)
     ORDER BY id DESC LIMIT 200`,
    [filter.to?.trim().toLowerCase() || null, filter.kind || null],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    to: row.recipient,
    kind: row.kind,
    subject: row.subject,
    body: row.body,
    link: row.link,
    sentAt: new Date(row.sent_at).toISOString(),
  }));
}
