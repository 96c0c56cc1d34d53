/**
 * The Libro de Reclamaciones virtual (sales2 base, POST /reclamaciones/api/v1/registrar/hoja): stores a "hoja de
 * reclamación" with its correlative number (per year, Lima time: 000001-2026) and the date it was filed. A repeat
 * with the same `claveIdempotencia` and the same sheet answers the sheet already stored (a double submission files
 * one sheet); the same key with another sheet is refused.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { sendEmail } from '../outbox/outbox';
import type { RestHandler } from '../rest/handler';
import type { Queryable } from '../store/db';
import { EmailSchema, optional, PhoneSchema, parsePayload, refuse } from './common';

/** The provider answers within 15 business days (D.S. 101-2022-PCM). */
export const PLAZO_RESPUESTA_DIAS = 15;

const DOCUMENT_PATTERNS: Record<2 | 3 | 4, RegExp> = {
  2: /^\d{8}$/,
  4: /^[A-Z0-9]{9,12}$/,
  3: /^[A-Z0-9]{6,12}$/,
};

const name = z
  .string()
  .trim()
  .min(2)
  .max(60)
  .regex(/^\p{L}[\p{L}\p{M} '’.-]*$/u, { message: 'solo letras, espacios, apóstrofos, puntos o guiones' });
const text = (min: number, max: number) => z.string().trim().min(min).max(max);
const documentNumber = z
  .string()
  .trim()
  .min(1)
  .max(12)
  .transform((value) => value.toUpperCase());

const Documento = { tipoDocumento: z.literal([2, 3, 4]), numeroDocumento: documentNumber };

export const HojaReclamacionPayload = z.object({
  tipo: z.enum(['RECLAMO', 'QUEJA']),
  consumidor: z.object({
    nombres: name,
    apellidos: name,
    ...Documento,
    domicilio: text(5, 200),
    telefono: PhoneSchema,
    email: EmailSchema,
    menorDeEdad: z.boolean(),
  }),
  apoderado: optional(z.object({ nombreCompleto: name, ...Documento })),
  bien: z.object({
    tipo: z.enum(['PRODUCTO', 'SERVICIO']),
    descripcion: text(3, 300),
    monto: optional(z.number().min(0).max(100_000).multipleOf(0.01)),
    numeroPedido: optional(
      z
        .string()
        .trim()
        .max(30)
        .regex(/^[A-Za-z0-9-]*$/),
    ),
  }),
  detalle: text(10, 2000),
  pedido: text(5, 1000),
  claveIdempotencia: optional(text(8, 100)),
});
type HojaReclamacion = z.output<typeof HojaReclamacionPayload>;

interface ComplaintRow {
  number: string;
  submitted_at: Date | string;
  data: HojaReclamacion | string;
  request_hash: string;
}

/** The year in Lima (UTC−5, no daylight saving): a sheet filed on 31 December at 22:00 in Lima belongs to that year. */
function limaYear(now: Date): number {
  return new Date(now.getTime() - 5 * 60 * 60 * 1000).getUTCFullYear();
}

function answer(row: ComplaintRow) {
  const hoja = typeof row.data === 'string' ? (JSON.parse(row.data) as HojaReclamacion) : row.data;
  return {
    numero: row.number,
    fechaRegistro: new Date(row.submitted_at).toISOString(),
    plazoRespuestaDias: PLAZO_RESPUESTA_DIAS,
    hoja,
  };
}

async function byKey(db: Queryable, key: string): Promise<ComplaintRow | undefined> {
  const [row] = await db.query<ComplaintRow>(
    'SELECT number, submitted_at, data, request_hash FROM complaint WHERE request_key = $1',
    [key],
  );
  return row;
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

export const registrarHojaReclamacion: RestHandler = async (payload, { db, clock, caller }) => {
  const parsed = parsePayload(HojaReclamacionPayload, payload);
  if (!parsed.ok) return parsed.outcome;
  const { claveIdempotencia, ...hoja } = parsed.data;
  const { consumidor, apoderado } = hoja;
  if (!DOCUMENT_PATTERNS[consumidor.tipoDocumento].test(consumidor.numeroDocumento)) {
    return refuse('DOCUMENTO_INVALIDO', 'El número de documento del consumidor no corresponde a su tipo.');
  }
  if (consumidor.menorDeEdad && !apoderado) {
    return refuse(
      'APODERADO_REQUERIDO',
      'Un menor de edad presenta su reclamo con los datos de su padre, madre o apoderado.',
    );
  }
  if (apoderado && !DOCUMENT_PATTERNS[apoderado.tipoDocumento].test(apoderado.numeroDocumento)) {
    return refuse('DOCUMENTO_INVALIDO', 'El número de documento del apoderado no corresponde a su tipo.');
  }
  // Only a minor's sheet keeps a guardian: an adult's would carry a stray one.
  const stored: HojaReclamacion = consumidor.menorDeEdad ? hoja : { ...hoja, apoderado: undefined };
  const hash = createHash('sha256').update(JSON.stringify(stored)).digest('hex');

  const replay = async (key: string) => {
    const existing = await byKey(db, key);
    if (!existing) return null;
    if (existing.request_hash !== hash) {
      return refuse('CLAVE_EN_USO', 'La clave de idempotencia ya se usó para otra hoja de reclamación.');
    }
    return {
      ok: true as const,
      code: 'HOJA_YA_REGISTRADA',
      message: 'La hoja ya estaba registrada.',
      payload: answer(existing),
    };
  };
  if (claveIdempotencia) {
    const previous = await replay(claveIdempotencia);
    if (previous) return previous;
  }

  const now = clock();
  const year = limaYear(now);
  try {
    const row = await db.transaction(async (tx) => {
      // One atomic increment per year: concurrent sheets never share a number, and a failed insert gives it back.
      const [counter] = await tx.query<{ last_number: number }>(
        `INSERT INTO complaint_counter (year, last_number) VALUES ($1, 1)
         ON CONFLICT (year) DO UPDATE SET last_number = complaint_counter.last_number + 1
         RETURNING last_number`,
        [year],
      );
      const sequence = Number(counter?.last_number);
      const number = `${String(sequence).padStart(6, '0')}-${year}`;
      const [inserted] = await tx.query<ComplaintRow>(
        `INSERT INTO complaint (number, year, sequence, kind, data, request_key, request_hash, submitted_at, filed_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         RETURNING number, submitted_at, data, request_hash`,
        [number, year, sequence, stored.tipo, JSON.stringify(stored), claveIdempotencia ?? null, hash, now, caller.sub],
      );
      // The consumer's copy of the sheet, by e-mail as soon as it is filed (kept in the sandbox's outbox).
      await sendEmail(
        tx,
        {
          to: stored.consumidor.email,
          kind: 'CONSTANCIA_RECLAMACION',
          subject: `Hoja de reclamación N.° ${number}`,
          body: [
            `Registramos tu ${stored.tipo === 'RECLAMO' ? 'reclamo' : 'queja'} con el número ${number}.`,
            `Detalle: ${stored.detalle}`,
            `Te responderemos en un plazo no mayor a ${PLAZO_RESPUESTA_DIAS} días hábiles a este correo.`,
          ].join('\n'),
          dedupeKey: `reclamacion:${number}`,
        },
        now,
      );
      return inserted as ComplaintRow;
    });
    return {
      ok: true,
      code: 'HOJA_REGISTRADA',
      message: `Registramos tu ${stored.tipo === 'RECLAMO' ? 'reclamo' : 'queja'} con el número ${row.number}.`,
      payload: answer(row),
    };
  } catch (error) {
    // The same key filed at the same moment by another request: answer what that one stored.
    if (claveIdempotencia && isUniqueViolation(error)) {
      const previous = await replay(claveIdempotencia);
      if (previous) return previous;
    }
    throw error;
  }
};

export const ConsultarHojaPayload = z.object({
  numero: z.string().regex(/^\d{6}-\d{4}$/),
  tipoDocumento: z.literal([2, 3, 4]),
  numeroDocumento: documentNumber,
});

/**
 * A filed sheet, back to its consumer: the number and the consumer's document must both match, and a miss of either
 * is the same refusal (HOJA_NO_ENCONTRADA).
 */
export const consultarHojaReclamacion: RestHandler = async (payload, { db }) => {
  const parsed = parsePayload(ConsultarHojaPayload, payload);
  if (!parsed.ok) return parsed.outcome;
  const { numero, tipoDocumento, numeroDocumento } = parsed.data;
  const [row] = await db.query<ComplaintRow>(
    'SELECT number, submitted_at, data, request_hash FROM complaint WHERE number = $1',
    [numero],
  );
  const found = row ? answer(row) : null;
  if (
    !found ||
    found.hoja.consumidor.tipoDocumento !== tipoDocumento ||
    found.hoja.consumidor.numeroDocumento !== numeroDocumento
  ) {
    return refuse('HOJA_NO_ENCONTRADA', 'No encontramos una hoja con ese número y documento.');
  }
  return { ok: true, code: 'HOJA_ENCONTRADA', message: 'Hoja encontrada.', payload: found };
};
