/**
 * Personas (the pharmacy's people): the caller's own persona (pharmacy base) and the registration pre-check
 * "is this document or e-mail already registered?" (sales base).
 */
import { z } from 'zod';
import type { RestCaller, RestHandler } from '../rest/handler';
import type { Queryable } from '../store/db';
import {
  DOCUMENT_LABELS,
  type DocumentType,
  DocumentTypeSchema,
  documentProblem,
  isoDate,
  normalizeDocument,
  parsePayload,
  refuse,
} from './common';

export interface PersonaRow {
  id: number;
  document_type: DocumentType;
  document_number: string;
  given_names: string;
  paternal_surname: string;
  maternal_surname: string;
  birthdate: string | Date | null;
  email: string;
  phone: string | null;
}

const PERSONA_COLUMNS =
  'id, document_type, document_number, given_names, paternal_surname, maternal_surname, birthdate::text AS birthdate, email, phone';

export async function findPersonaByDocument(
  db: Queryable,
  type: DocumentType,
  number: string,
): Promise<PersonaRow | undefined> {
  const rows = await db.query<PersonaRow>(
    `SELECT ${PERSONA_COLUMNS} FROM persona WHERE document_type = $1 AND document_number = $2`,
    [type, normalizeDocument(number)],
  );
  return rows[0];
}

export async function findPersonaByEmail(db: Queryable, email: string): Promise<PersonaRow | undefined> {
  const rows = await db.query<PersonaRow>(`SELECT ${PERSONA_COLUMNS} FROM persona WHERE email = $1`, [
    email.trim().toLowerCase(),
  ]);
  return rows[0];
}

/** A persona by e-mail (when `usuario` has an @) or by document number of any type. */
export async function findPersonaByUser(db: Queryable, usuario: string): Promise<PersonaRow | undefined> {
  if (usuario.includes('@')) return findPersonaByEmail(db, usuario);
  const rows = await db.query<PersonaRow>(
    `SELECT ${PERSONA_COLUMNS} FROM persona WHERE document_number = $1 ORDER BY document_type LIMIT 1`,
    [normalizeDocument(usuario)],
  );
  return rows[0];
}

/**
 * The caller's persona: the one linked to the token's subject (`sub`), which the customer cannot change. Never by
 * the token's document or e-mail: those are attributes, and an attribute a client can write would hand the caller
 * someone else's record. The service account is nobody's persona.
 */
export async function findCallerPersona(db: Queryable, caller: RestCaller): Promise<PersonaRow | undefined> {
  if (caller.isServiceAccount || !UUID.test(caller.sub)) return undefined;
  const rows = await db.query<PersonaRow>(`SELECT ${PERSONA_COLUMNS} FROM persona WHERE identity_sub = $1`, [
    caller.sub,
  ]);
  return rows[0];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `usuario` (an e-mail or a document number) names this persona. */
export function personaIsNamed(persona: PersonaRow, usuario: string): boolean {
  const value = usuario.trim();
  return value.toLowerCase() === persona.email || normalizeDocument(value) === persona.document_number;
}

export function surnames(row: Pick<PersonaRow, 'paternal_surname' | 'maternal_surname'>): string {
  return [row.paternal_surname, row.maternal_surname].filter(Boolean).join(' ');
}

/** The account fields the pharmacy service answers (schema/openapi/pharmacy.yaml). */
export function personaToWire(row: PersonaRow) {
  return {
    idPersona: row.id,
    nombres: row.given_names,
    apellidos: surnames(row),
    apellidoPaterno: row.paternal_surname,
    apellidoMaterno: row.maternal_surname,
    fecNacimiento: isoDate(row.birthdate),
    email: { email: row.email },
    telefono: { telefono: row.phone },
    numeroDocumento: row.document_number,
    tipoDocumentoIdentidad: {
      idTipoDocumentoIdentidad: row.document_type,
      descripcion: DOCUMENT_LABELS[row.document_type],
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// POST /pharmacy/personas/api/v1/obtener/persona (customer)

export const ObtenerPersonaPayload = z.object({}).loose();

export const obtenerPersona: RestHandler = async (payload, { caller, db }) => {
  const parsed = parsePayload(ObtenerPersonaPayload, payload);
  if (!parsed.ok) return parsed.outcome;
  const persona = await findCallerPersona(db, caller);
  if (!persona) {
    return refuse(
      'PERSONA_NO_ENCONTRADA',
      'No encontramos los datos de tu cuenta. Completa tu registro para continuar.',
    );
  }
  return { ok: true, payload: personaToWire(persona) };
};

// ---------------------------------------------------------------------------------------------------------------
// POST /sales/personas/api/v1/validar/usuario

export const ValidarUsuarioPayload = z.object({
  tipoDocumento: DocumentTypeSchema,
  numeroDocumento: z.string().trim().min(1).max(20),
  usuarioLogin: z.string().trim().min(1).max(254),
});

/** Whether a document or a sign-in name (e-mail) is taken: by a persona, a pending sign-up or a pool user. */
export async function registrationConflicts(
  db: Queryable,
  type: DocumentType,
  number: string,
  login: string,
): Promise<{ documentoRegistrado: boolean; usuarioRegistrado: boolean }> {
  const documentNumber = normalizeDocument(number);
  const email = login.trim().toLowerCase();
  const [row] = await db.query<{ document_taken: boolean; login_taken: boolean }>(
    `SELECT
       EXISTS (SELECT 1 FROM persona WHERE document_type = $1 AND document_number = $2)
         OR EXISTS (SELECT 1 FROM identity_user
                    WHERE attributes->>'custom:documentNumber' = $2
                      AND attributes->>'custom:documentType' IN ($1::text, $4)) AS document_taken,
       EXISTS (SELECT 1 FROM persona WHERE email = $3)
         OR EXISTS (SELECT 1 FROM registration WHERE email = $3 OR lower(username) = $3)
         OR EXISTS (SELECT 1 FROM identity_user WHERE email = $3) AS login_taken`,
    [type, documentNumber, email, DOCUMENT_LABELS[type]],
  );
  return { documentoRegistrado: row?.document_taken === true, usuarioRegistrado: row?.login_taken === true };
}

export const validarUsuario: RestHandler = async (payload, { db }) => {
  const parsed = parsePayload(ValidarUsuarioPayload, payload);
  if (!parsed.ok) return parsed.outcome;
  const { tipoDocumento, numeroDocumento, usuarioLogin } = parsed.data;
  const problem = documentProblem(tipoDocumento, numeroDocumento);
  if (problem) return refuse('DOCUMENTO_INVALIDO', problem);
  const result = await registrationConflicts(db, tipoDocumento, numeroDocumento, usuarioLogin);
  if (result.documentoRegistrado && result.usuarioRegistrado) {
    return refuse('USUARIO_EXISTE', 'El documento y el correo electrónico ya están registrados. Inicia sesión.', {
      payload: result,
    });
  }
  if (result.documentoRegistrado) {
    return refuse('DOCUMENTO_REGISTRADO', 'Ya existe una cuenta con este documento de identidad.', { payload: result });
  }
  if (result.usuarioRegistrado) {
    return refuse('CORREO_REGISTRADO', 'Ya existe una cuenta con este correo electrónico.', { payload: result });
  }
  return {
    ok: true,
    code: 'USUARIO_DISPONIBLE',
    message: 'El documento y el correo electrónico están disponibles.',
    payload: result,
  };
};
