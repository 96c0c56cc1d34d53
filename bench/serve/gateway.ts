/**
 * Child process: this gateway (`startGateway`), configured like production would be from environment variables.
 * BENCH_GATEWAY_ENV holds the variables as JSON (targets.ts picks the names config.ts knows); BENCH_GATEWAY_PATCH
 * holds config fields to force after parsing, for settings whose variable was renamed or is missing.
 */
import { loadGatewayConfig } from '../../gateway/src/config';
import { startGateway } from '../../gateway/src/server';
import { recordWarning, serveTarget } from './ipc';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function parseJson(name: string): Record<string, Json> {
  const raw = process.env[name];
  return raw ? (JSON.parse(raw) as Record<string, Json>) : {};
}

/** Sets `path` (dot-separated) on the config when every object on the way exists; returns whether it did. */
function patch(target: Record<string, unknown>, path: string, value: Json): boolean {
  const keys = path.split('.');
  let node: Record<string, unknown> = target;
  for (const key of keys.slice(0, -1)) {
    const next = node[key];
    if (next === null || typeof next !== 'object') return false;
    node = next as Record<string, unknown>;
  }
  const last = keys.at(-1);
  if (last === undefined || !(last in node)) return false;
  node[last] = value;
  return true;
}

await serveTarget(async () => {
  const env = parseJson('BENCH_GATEWAY_ENV') as Record<string, string>;
  const config = loadGatewayConfig(env);
  const applied: string[] = [];
  for (const [path, value] of Object.entries(parseJson('BENCH_GATEWAY_PATCH'))) {
    if (patch(config as unknown as Record<string, unknown>, path, value)) applied.push(path);
  }
  const gateway = await startGateway(config, {
    log: (entry) => {
      const level = String(entry.level ?? '');
      if (level === 'warn' || level === 'error' || level === 'fatal') recordWarning(JSON.stringify(entry));
    },
  });
  const responseCache = (config as { responseCache?: { enabled?: boolean } }).responseCache;
  return {
    url: gateway.url,
    info: { responseCache: String(responseCache?.enabled ?? 'unknown'), patched: applied.join(',') },
    close: () => gateway.close(),
  };
});
