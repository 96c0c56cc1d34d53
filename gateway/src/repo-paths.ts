import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository's root, found by walking up from this module until `schema/commerce.graphql` appears: the gateway
 * reads its contracts (schema/) and the storefront's trusted documents from the repository, whether it runs from its
 * sources (tsx) or from the production bundle (gateway/dist).
 */
function findRoot(start: string): string {
  let dir = start;
  for (;;) {
    if (existsSync(join(dir, 'schema', 'commerce.graphql'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No schema/commerce.graphql above ${start}: the gateway needs the repository`);
    dir = parent;
  }
}

export const REPO_ROOT = findRoot(dirname(fileURLToPath(import.meta.url)));

/** A path inside the repository, from its root. */
export function repoPath(...parts: string[]): string {
  return join(REPO_ROOT, ...parts);
}
