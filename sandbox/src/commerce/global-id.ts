/** Saleor's object ids: base64 of "Type:pk". */
export function toGlobalId(type: string, pk: number | string): string {
  return Buffer.from(`${type}:${pk}`).toString('base64');
}

/** Returns the primary key when `id` is a global id of `type`, else null (malformed or another type). */
export function fromGlobalId(id: string, type: string): string | null {
  const decoded = Buffer.from(id, 'base64').toString('utf8');
  const separator = decoded.indexOf(':');
  if (separator < 0 || decoded.slice(0, separator) !== type) return null;
  const pk = decoded.slice(separator + 1);
  return pk.length > 0 ? pk : null;
}

export function fromGlobalIntId(id: string, type: string): number | null {
  const pk = fromGlobalId(id, type);
  return pk !== null && /^\d+$/.test(pk) ? Number(pk) : null;
}

export function globalIdType(id: string): string | null {
  const decoded = Buffer.from(id, 'base64').toString('utf8');
  const separator = decoded.indexOf(':');
  return separator > 0 ? decoded.slice(0, separator) : null;
}
