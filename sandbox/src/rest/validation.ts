/**
 * Spanish descriptions of zod validation failures, shared by the HTTP layer (envelope) and the business handlers
 * (payloads). A contract violation always names the offending field, e.g.
 * "falta el campo request.trace.traceId; el campo payload.email no es un e-mail válido".
 */
import type { z } from 'zod';

const TYPE_NAMES: Record<string, string> = {
  string: 'un texto',
  number: 'un número',
  int: 'un número entero',
  integer: 'un número entero',
  boolean: 'un booleano (true o false)',
  object: 'un objeto',
  array: 'una lista',
  date: 'una fecha',
  null: 'null',
};

const FORMAT_NAMES: Record<string, string> = {
  email: 'un e-mail válido',
  datetime: 'una fecha y hora ISO 8601 (por ejemplo 2026-03-10T12:00:00-05:00)',
  date: 'una fecha AAAA-MM-DD',
  regex: 'el formato esperado',
  uuid: 'un UUID',
  url: 'una URL',
};

function fieldName(prefix: string, path: readonly PropertyKey[]): string {
  const parts = [prefix, ...path.map((part) => (typeof part === 'number' ? `[${part}]` : String(part)))].filter(
    Boolean,
  );
  return parts.join('.').replace(/\.\[/g, '[');
}

function describeIssue(issue: z.core.$ZodIssue, prefix: string): string {
  const field = fieldName(prefix, issue.path);
  const where = field ? `el campo ${field}` : 'el cuerpo';
  switch (issue.code) {
    case 'invalid_type': {
      if (!('input' in issue) || issue.input === undefined)
        return field ? `falta el campo ${field}` : 'falta el cuerpo';
      const expected = TYPE_NAMES[issue.expected] ?? issue.expected;
      return `${where} debe ser ${expected}`;
    }
    case 'too_small': {
      const minimum = Number(issue.minimum);
      if (issue.origin === 'string') return `${where} debe tener al menos ${minimum} caracteres`;
      if (issue.origin === 'array') return `${where} debe tener al menos ${minimum} elementos`;
      return `${where} debe ser ${issue.inclusive ? 'mayor o igual a' : 'mayor que'} ${minimum}`;
    }
    case 'too_big': {
      const maximum = Number(issue.maximum);
      if (issue.origin === 'string') return `${where} debe tener como máximo ${maximum} caracteres`;
      if (issue.origin === 'array') return `${where} debe tener como máximo ${maximum} elementos`;
      return `${where} debe ser ${issue.inclusive ? 'menor o igual a' : 'menor que'} ${maximum}`;
    }
    case 'invalid_format':
      // Regular expressions in this code base carry Spanish messages ("debe ser un celular de 9 dígitos...").
      if (issue.format === 'regex') return `${where} ${issue.message}`;
      return `${where} no tiene el formato esperado: debe ser ${FORMAT_NAMES[issue.format] ?? issue.format}`;
    case 'invalid_value':
      return `${where} debe ser uno de: ${issue.values.map((value) => JSON.stringify(value)).join(', ')}`;
    case 'unrecognized_keys':
      return `${where} tiene campos no permitidos: ${issue.keys.join(', ')}`;
    case 'invalid_union': {
      // A union of literals reads best as the list of allowed values.
      const values = issue.errors.flat().flatMap((inner) => (inner.code === 'invalid_value' ? inner.values : [null]));
      if (values.length > 0 && !values.includes(null)) {
        return `${where} debe ser uno de: ${values.map((value) => JSON.stringify(value)).join(', ')}`;
      }
      return `${where} no tiene ninguna de las formas permitidas`;
    }
    case 'custom':
      // Custom refinements in this code base carry Spanish messages ("no es una fecha que exista").
      return `${where} ${issue.message}`;
    default:
      return `${where} no es válido`;
  }
}

/** "falta el campo payload.email; el campo payload.tipoDocumento debe ser uno de: 2, 3, 4" (at most 5 issues). */
export function describeZodError(error: z.ZodError, prefix = ''): string {
  const issues = error.issues.slice(0, 5).map((issue) => describeIssue(issue, prefix));
  const more = error.issues.length > 5 ? ` (y ${error.issues.length - 5} problemas más)` : '';
  return `${issues.join('; ')}${more}`;
}
