import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { repoPath } from '../repo-paths';

/**
 * What the gateway enforces of the rule the commerce schema is cut by (schema/commerce-access.json, generated with
 * schema/commerce.graphql by scripts/commerce-schema/extract.ts, checked by `npm run schema:check`).
 */
const CommerceAccessFile = z.object({
  /** `Type.field(argument)` or `InputType.field` → the permissions Saleor names for it. */
  reservedInputs: z.record(z.string(), z.array(z.string()).min(1)),
  /** `Type.field` the gateway asks commerce with its app token and never offers. */
  gatewayOnly: z.array(z.string()),
});

export interface CommerceAccess {
  reservedInputs: ReadonlyMap<string, readonly string[]>;
  gatewayOnly: ReadonlySet<string>;
}

export function loadCommerceAccess(path = repoPath('schema', 'commerce-access.json')): CommerceAccess {
  const file = CommerceAccessFile.parse(JSON.parse(readFileSync(path, 'utf8')));
  return { reservedInputs: new Map(Object.entries(file.reservedInputs)), gatewayOnly: new Set(file.gatewayOnly) };
}

let loaded: CommerceAccess | undefined;

/** The committed file, read once. */
export function commerceAccess(): CommerceAccess {
  loaded ??= loadCommerceAccess();
  return loaded;
}
