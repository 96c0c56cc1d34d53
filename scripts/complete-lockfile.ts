/**
 * `npm run lockfile:complete`: adds package-lock entries for the optional, platform-specific packages (Biome's,
 * Rollup's, Next's SWC builds for other systems) that the registry reachable here does not serve. npm then records
 * them as skipped for this platform, which `npm ci` needs to see the lock in sync. Run it after `npm install`
 * changes the lock; entries already present are left alone, and npm keeps these on later installs.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

interface LockEntry {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  optionalDependencies?: Record<string, string>;
}

const LOCK = fileURLToPath(new URL('../package-lock.json', import.meta.url));
const lock = JSON.parse(readFileSync(LOCK, 'utf8')) as { packages: Record<string, LockEntry> };
const added: string[] = [];

for (const meta of Object.values(lock.packages)) {
  for (const [name, version] of Object.entries(meta.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    if (lock.packages[key]) continue;
    // Platform packages are named <tool>-<os>-<cpu>[-<abi>], e.g. @rollup/rollup-linux-arm64-musl.
    const [, os, cpu, ...abi] = (name.split('/').pop() ?? '').split('-');
    if (!os) continue;
    const entry: LockEntry = { version, ...(meta.dev ? { dev: true } : {}), optional: true, os: [os] };
    if (cpu) entry.cpu = [cpu];
    if (abi.includes('musl')) entry.libc = ['musl'];
    else if (os === 'linux' && abi.includes('gnu')) entry.libc = ['glibc'];
    lock.packages[key] = entry;
    added.push(name);
  }
}

writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(added.length ? `Added ${added.length} platform entries: ${added.join(', ')}` : 'The lock is complete.');
