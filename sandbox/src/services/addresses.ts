/**
 * The delivery addresses a customer keeps in their account (pharmacy base): list, register, update, delete and choose
 * the default. Every call acts on the caller's own persona (found by the token's subject, never by an attribute):
 * another person's address is answered as not found, the same as one that does not exist.
 */
import { z } from 'zod';
import type { RestHandler } from '../rest/handler';
import type { Queryable } from '../store/db';
import { PhoneSchema, parsePayload, refuse } from './common';
import { COVERED_DISTRICTS } from './data/coverage';
import { findCallerPersona } from './personas';

/** How many addresses one person may keep. */
export const MAX_ADDRESSES = 20;

const Text = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((value) => ![...value].some((char) => char.charCodeAt(0) < 0x20 || char === '\u007f'), {
      message: 'no admite caracteres de control',
    });

export const DireccionEntrada = z.object({
  nombres: Text(100),
  apellidos: Text(100),
  telefono: PhoneSchema,
  direccion: Text(200),
  referencia: z.preprocess((value) => (value === '' ? null : value), Text(200).nullish()),
  idDistrito: z.string().regex(/^\d{6}$/, { message: 'debe ser un ubigeo de 6 dígitos' }),
});

const IdDireccion = z
  .number()
  .int()
  .positive()
  .max(2 ** 31 - 1);

interface AddressRow {
  id: string | number;
  given_names: string;
  surnames: string;
  phone: string;
  street: string;
  reference: string | null;
  district_id: string;
  is_default: boolean;
}

const districtOf = (id: string) => COVERED_DISTRICTS.find((district) => district.id === id);

/** An address as the contract answers it (schema/openapi/pharmacy.yaml, Direccion). */
function addressToWire(row: AddressRow) {
  const district = districtOf(row.district_id);
  return {
    idDireccion: Number(row.id),
    nombres: row.given_names,
    apellidos: row.surnames,
    telefono: row.phone,
    direccion: row.street,
    referencia: row.reference,
    idDistrito: row.district_id,
    distrito: district?.name ?? row.district_id,
    provincia: district?.province ?? 'Lima',
    predeterminada: row.is_default,
  };
}

const COLUMNS = 'id, given_names, surnames, phone, street, reference, district_id, is_default';

const NOT_FOUND = () => refuse('DIRECCION_NO_ENCONTRADA', 'No encontramos esa dirección en tu cuenta.');
const NO_PERSONA = () =>
  refuse('PERSONA_NO_ENCONTRADA', 'No encontramos los datos de tu cuenta. Completa tu registro para continuar.');
const BAD_DISTRICT = () => refuse('DISTRITO_INVALIDO', 'Elige un distrito de Lima o Callao donde hacemos delivery.');

async function listOf(db: Queryable, personaId: number) {
  const rows = await db.query<AddressRow>(`SELECT ${COLUMNS} FROM persona_address WHERE persona_id = $1 ORDER BY id`, [
    personaId,
  ]);
  return rows.map(addressToWire);
}

async function ownAddress(db: Queryable, personaId: number, id: number): Promise<AddressRow | undefined> {
  const [row] = await db.query<AddressRow>(`SELECT ${COLUMNS} FROM persona_address WHERE persona_id = $1 AND id = $2`, [
    personaId,
    id,
  ]);
  return row;
}

// POST /pharmacy/personas/api/v1/listar/direcciones (customer)
export const listarDirecciones: RestHandler = async (payload, { caller, db }) => {
  const parsed = parsePayload(z.object({}).loose(), payload);
  if (!parsed.ok) return parsed.outcome;
  const persona = await findCallerPersona(db, caller);
  if (!persona) return NO_PERSONA();
  return { ok: true, payload: { direcciones: await listOf(db, persona.id) } };
};

// POST /pharmacy/personas/api/v1/registrar/direccion (customer)
export const registrarDireccion: RestHandler = async (payload, { caller, db, clock }) => {
  const parsed = parsePayload(
    z.object({ direccion: DireccionEntrada, predeterminada: z.boolean().optional() }),
    payload,
  );
  if (!parsed.ok) return parsed.outcome;
  const persona = await findCallerPersona(db, caller);
  if (!persona) return NO_PERSONA();
  const { direccion, predeterminada } = parsed.data;
  if (!districtOf(direccion.idDistrito)) return BAD_DISTRICT();
  const now = clock();
  const row = await db.transaction(async (tx) => {
    // One writer per person at a time: the count and the default stay consistent.
    await tx.query('SELECT id FROM persona WHERE id = $1 FOR UPDATE', [persona.id]);
    const [count] = await tx.query<{ n: string | number }>(
      'SELECT count(*) AS n FROM persona_address WHERE persona_id = $1',
      [persona.id],
    );
    const existing = Number(count?.n ?? 0);
    if (existing >= MAX_ADDRESSES) return null;
    // The first address is the default; a later one when asked.
    const isDefault = existing === 0 || predeterminada === true;
    if (isDefault) await tx.query('UPDATE persona_address SET is_default = false WHERE persona_id = $1', [persona.id]);
    const [inserted] = await tx.query<AddressRow>(
      `INSERT INTO persona_address (persona_id, given_names, surnames, phone, street, reference, district_id, is_default, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) RETURNING ${COLUMNS}`,
      [
        persona.id,
        direccion.nombres,
        direccion.apellidos,
        direccion.telefono,
        direccion.direccion,
        direccion.referencia ?? null,
        direccion.idDistrito,
        isDefault,
        now,
      ],
    );
    return inserted ?? null;
  });
  if (!row) {
    return refuse(
      'LIMITE_DIRECCIONES',
      `Puedes guardar hasta ${MAX_ADDRESSES} direcciones: elimina una para agregar otra.`,
    );
  }
  return { ok: true, code: 'DIRECCION_REGISTRADA', message: 'Dirección guardada.', payload: addressToWire(row) };
};

// POST /pharmacy/personas/api/v1/actualizar/direccion (customer)
export const actualizarDireccion: RestHandler = async (payload, { caller, db, clock }) => {
  const parsed = parsePayload(z.object({ idDireccion: IdDireccion, direccion: DireccionEntrada }), payload);
  if (!parsed.ok) return parsed.outcome;
  const persona = await findCallerPersona(db, caller);
  if (!persona) return NO_PERSONA();
  const { idDireccion, direccion } = parsed.data;
  if (!districtOf(direccion.idDistrito)) return BAD_DISTRICT();
  const [row] = await db.query<AddressRow>(
    `UPDATE persona_address SET given_names = $3, surnames = $4, phone = $5, street = $6, reference = $7,
       district_id = $8, updated_at = $9
     WHERE persona_id = $1 AND id = $2 RETURNING ${COLUMNS}`,
    [
      persona.id,
      idDireccion,
      direccion.nombres,
      direccion.apellidos,
      direccion.telefono,
      direccion.direccion,
      direccion.referencia ?? null,
      direccion.idDistrito,
      clock(),
    ],
  );
  if (!row) return NOT_FOUND();
  return { ok: true, code: 'DIRECCION_ACTUALIZADA', message: 'Dirección actualizada.', payload: addressToWire(row) };
};

// POST /pharmacy/personas/api/v1/eliminar/direccion (customer)
export const eliminarDireccion: RestHandler = async (payload, { caller, db }) => {
  const parsed = parsePayload(z.object({ idDireccion: IdDireccion }), payload);
  if (!parsed.ok) return parsed.outcome;
  const persona = await findCallerPersona(db, caller);
  if (!persona) return NO_PERSONA();
  const rows = await db.query<AddressRow>(
    `DELETE FROM persona_address WHERE persona_id = $1 AND id = $2 RETURNING ${COLUMNS}`,
    [persona.id, parsed.data.idDireccion],
  );
  const row = rows[0];
  if (!row) return NOT_FOUND();
  return { ok: true, code: 'DIRECCION_ELIMINADA', message: 'Dirección eliminada.', payload: addressToWire(row) };
};

// POST /pharmacy/personas/api/v1/predeterminar/direccion (customer)
export const predeterminarDireccion: RestHandler = async (payload, { caller, db, clock }) => {
  const parsed = parsePayload(z.object({ idDireccion: IdDireccion }), payload);
  if (!parsed.ok) return parsed.outcome;
  const persona = await findCallerPersona(db, caller);
  if (!persona) return NO_PERSONA();
  const { idDireccion } = parsed.data;
  const row = await db.transaction(async (tx) => {
    if (!(await ownAddress(tx, persona.id, idDireccion))) return null;
    await tx.query('UPDATE persona_address SET is_default = false WHERE persona_id = $1 AND id <> $2', [
      persona.id,
      idDireccion,
    ]);
    const [updated] = await tx.query<AddressRow>(
      `UPDATE persona_address SET is_default = true, updated_at = $3 WHERE persona_id = $1 AND id = $2 RETURNING ${COLUMNS}`,
      [persona.id, idDireccion, clock()],
    );
    return updated ?? null;
  });
  if (!row) return NOT_FOUND();
  return {
    ok: true,
    code: 'DIRECCION_PREDETERMINADA',
    message: 'Dirección predeterminada.',
    payload: addressToWire(row),
  };
};
