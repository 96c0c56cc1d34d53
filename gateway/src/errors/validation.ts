import type { z } from 'zod';
import { ErrorCode, gatewayError } from './codes';

/** Validates operation input with zod; a failure becomes BAD_USER_INPUT naming each offending field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  throw gatewayError(
    ErrorCode.BAD_USER_INPUT,
    `Invalid input: ${issues.map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message)).join('; ')}`,
    { issues },
  );
}
