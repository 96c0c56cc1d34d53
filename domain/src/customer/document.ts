/** Identity document types by the ids the account and person services use (requirements: "Document types"). */
export const DOCUMENT_TYPES = [
  { id: 2, label: 'DNI' },
  { id: 4, label: 'CE' },
  { id: 3, label: 'Pasaporte' },
] as const;

export type DocumentType = (typeof DOCUMENT_TYPES)[number]['id'];

/** DNI is preselected. */
export const DEFAULT_DOCUMENT_TYPE: DocumentType = 2;

/**
 * Shape of each document number. DNI: exactly 8 digits. CE (carné de extranjería): 9 to 12 letters or digits —
 * older cards have 9 digits, newer ones up to 12 characters, so both are admitted. Pasaporte: 6 to 12 letters or
 * digits, which covers the passport formats seen in Peru. These bounds are the product's own choice.
 */
const DOCUMENT_RULES: Record<DocumentType, { pattern: RegExp; message: string }> = {
  2: { pattern: /^\d{8}$/, message: 'El DNI debe tener 8 dígitos.' },
  4: { pattern: /^[A-Za-z0-9]{9,12}$/, message: 'El CE debe tener entre 9 y 12 letras o números.' },
  3: { pattern: /^[A-Za-z0-9]{6,12}$/, message: 'El pasaporte debe tener entre 6 y 12 letras o números.' },
};

/**
 * A document type id from a form value or a service field: 2, 3 or 4, as a number or numeric text ("2"). Null for
 * anything else.
 */
export function parseDocumentType(value: unknown): DocumentType | null {
  const id = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return DOCUMENT_TYPES.find((type) => type.id === id)?.id ?? null;
}

/** Label of a document type (DNI, CE, Pasaporte), or null for an unknown id. */
export function documentTypeLabel(type: unknown): string | null {
  const id = parseDocumentType(type);
  return DOCUMENT_TYPES.find((t) => t.id === id)?.label ?? null;
}

/**
 * A document number as it is kept and sent (requirements: "Document types"): a DNI keeps only its digits ("4587-1236"
 * and "4587 1236" are 45871236); a CE or passport loses its spaces, dashes and dots and is upper-cased. An unknown type
 * is only trimmed and upper-cased.
 */
export function normalizeDocumentNumber(type: unknown, number: string): string {
  const id = parseDocumentType(type);
  if (id === 2) return number.replace(/[^0-9]/g, '');
  if (id === null) return number.trim().toUpperCase();
  return number.replace(/[\s.\-‐‑–—]/g, '').toUpperCase();
}

/**
 * Spanish form message for a document, or null when it is valid. The number is read as it will be kept
 * (normalizeDocumentNumber): spaces and dashes typed inside it do not make it invalid.
 */
export function validateDocument(type: unknown, number: string): string | null {
  const id = parseDocumentType(type);
  if (id === null) return 'Selecciona un tipo de documento.';
  const value = normalizeDocumentNumber(id, number);
  if (value === '') return 'Ingresa tu número de documento.';
  const rule = DOCUMENT_RULES[id];
  return rule.pattern.test(value) ? null : rule.message;
}
