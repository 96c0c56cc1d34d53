import { normalizeDocumentNumber, validateDocument } from '@cuida/domain';
import { z } from 'zod';
import { ErrorCode, gatewayError } from './codes';

/**
 * Validates operation input with zod; a failure becomes BAD_USER_INPUT naming each offending field
 * (`extensions.issues`) and the first one in `extensions.field`. `argument` (the argument's name) prefixes the paths,
 * so that they name the value as the operation does (`input.firstName`).
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, argument?: string): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({
    path: [...(argument ? [argument] : []), ...issue.path].map(String).join('.'),
    message: issue.message,
  }));
  throw badInput(issues);
}

export interface InputIssue {
  /** Where the value is, as the operation names it: `input.shippingAddress.city`, `input.3.key`. */
  path: string;
  message: string;
}

/** BAD_USER_INPUT listing every issue, with the first one's path in `extensions.field`. */
export function badInput(issues: readonly InputIssue[]) {
  return gatewayError(
    ErrorCode.BAD_USER_INPUT,
    `Invalid input: ${issues.map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message)).join('; ')}`,
    { field: issues[0]?.path ?? null, issues },
  );
}

/**
 * Why a text cannot be accepted, or null: NUL and the other control characters (C0 but tab, line feed and carriage
 * return; DEL; C1), and UTF-16 surrogates that are not half of a pair (they are not characters: no database, JSON
 * encoder or upstream stores them faithfully).
 */
export function forbiddenCharacter(text: string): string | null {
  for (let index = 0; index < text.length; index++) {
    const unit = text.charCodeAt(index);
    if (unit < 0x20) {
      if (unit === 0x09 || unit === 0x0a || unit === 0x0d) continue;
      return unit === 0 ? 'must not contain NUL characters' : 'must not contain control characters';
    }
    if (unit < 0x7f) continue;
    if (unit <= 0x9f) return 'must not contain control characters';
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(index + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        index++;
        continue;
      }
      return 'must not contain unpaired surrogates';
    }
    if (unit >= 0xdc00 && unit <= 0xdfff) return 'must not contain unpaired surrogates';
  }
  return null;
}

/** Length in characters (code points), as JSON Schema's maxLength and Saleor's (Python's) max_length count. */
export function characterCount(text: string): number {
  let count = 0;
  for (let index = 0; index < text.length; index++) {
    const unit = text.charCodeAt(index);
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(index + 1);
      if (next >= 0xdc00 && next <= 0xdfff) index++;
    }
    count++;
  }
  return count;
}

/** A string without the characters `forbiddenCharacter` refuses (zod: lengths count code points too). */
export const cleanText = () =>
  z.string().superRefine((text, ctx) => {
    const problem = forbiddenCharacter(text);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/**
 * A person's name: letters (any script, with their accents), spaces, apostrophes, hyphens and periods, starting with
 * a letter. "María José", "D'Angelo", "Ñahui-Quispe"; not digits, symbols or emoji.
 */
export const PERSON_NAME = /^\p{L}[\p{L}\p{M} '’.-]*$/u;
export const PERSON_NAME_MESSAGE = 'must contain only letters, spaces, apostrophes, hyphens or periods';

/**
 * An input carrying an identity document: its number kept as the services keep it (a DNI's digits, a CE's or
 * passport's characters; requirements: "Document types") and checked against its type, an issue on `documentNumber`.
 */
export function withIdentityDocument<T extends { documentType: number; documentNumber: string }>(schema: z.ZodType<T>) {
  return schema
    .transform((input) => ({
      ...input,
      documentNumber: normalizeDocumentNumber(input.documentType, input.documentNumber),
    }))
    .superRefine((input, ctx) => {
      const problem = validateDocument(input.documentType, input.documentNumber);
      if (problem) ctx.addIssue({ code: 'custom', path: ['documentNumber'], message: problem });
    });
}
