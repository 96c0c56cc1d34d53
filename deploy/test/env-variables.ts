/**
 * The environment variables the code reads, from the configuration schemas (gateway, sandbox) and, where there is
 * no schema (the storefront, the scripts, the bench and the end-to-end support), from the sources themselves.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { GATEWAY_ENV_VARIABLES } from '../../gateway/src/config';
import { SANDBOX_ENV_VARIABLES } from '../../sandbox/src/config';
import { ROOT } from '../../scripts/containers/compose-file';
import { IDENTITY_ENV_VARIABLES } from '../../web/src/features/account/identity-config';

const SKIP = new Set(['node_modules', '.next', 'dist', 'test', 'gql', '.data']);

function sources(dir: string): string[] {
  const path = join(ROOT, dir);
  if (statSync(path).isFile()) return [path];
  // Directories by what they are: route folders such as `[...path]` have dots in their names.
  return readdirSync(path, { withFileTypes: true }).flatMap((entry) =>
    SKIP.has(entry.name)
      ? []
      : entry.isDirectory() || /\.(ts|tsx)$/.test(entry.name)
        ? sources(join(dir, entry.name))
        : [],
  );
}

/** `process.env.NAME`, `env.NAME`, `env['NAME']` and the scripts' `port('NAME', …)` helper. */
export function variablesReadBy(dirs: string[]): Set<string> {
  const found = new Set<string>();
  const patterns = [
    /\benv\.([A-Z][A-Z0-9_]+)\b/g,
    /\benv\[['"]([A-Z][A-Z0-9_]+)['"]\]/g,
    /\bport\(['"]([A-Z][A-Z0-9_]+)['"]/g,
  ];
  for (const file of dirs.flatMap(sources)) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of patterns) for (const match of text.matchAll(pattern)) found.add(match[1] as string);
  }
  return found;
}

export const STOREFRONT_SOURCES = ['web/src', 'web/app', 'web/proxy.ts', 'web/next.config.ts'];
export const TOOL_SOURCES = ['scripts', 'bench', 'e2e'];

/** Read by Node.js or Next.js themselves rather than by our code. */
export const PLATFORM_VARIABLES = new Set(['NODE_ENV', 'PORT', 'HOSTNAME', 'NEXT_TELEMETRY_DISABLED']);

export const gatewayVariables = () => new Set([...GATEWAY_ENV_VARIABLES, ...variablesReadBy(['gateway/src'])]);
export const sandboxVariables = () => new Set([...SANDBOX_ENV_VARIABLES, ...variablesReadBy(['sandbox/src'])]);
export const storefrontVariables = () => new Set([...IDENTITY_ENV_VARIABLES, ...variablesReadBy(STOREFRONT_SOURCES)]);

/** Every variable any of the code reads. */
export function allVariables(): Set<string> {
  return new Set([
    ...gatewayVariables(),
    ...sandboxVariables(),
    ...storefrontVariables(),
    ...variablesReadBy(TOOL_SOURCES),
  ]);
}

/** KEY of `KEY=value` and of commented `# KEY=value` lines. */
export function listedIn(file: string): Set<string> {
  const keys = new Set<string>();
  for (const line of readFileSync(join(ROOT, file), 'utf8').split('\n')) {
    const match = /^#?\s*([A-Z][A-Z0-9_]+)=/.exec(line);
    if (match?.[1]) keys.add(match[1]);
  }
  return keys;
}
