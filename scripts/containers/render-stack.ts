/**
 * `npm run stack:render`: docker-stack.yml, the Swarm form of docker-compose.yml for `docker stack deploy`, which
 * reads only the 3.x file format: no project name, no build, no profiles (the sandbox and its PostgreSQL stay out: a
 * Swarm runs against the real upstreams), no depends_on (Swarm ignores start order; its long form is refused), and
 * the load balancer's port in the long form (ingress mode takes no host address). A test keeps the file current.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { ROOT, readComposeYaml } from './compose-file';

export const STACK_FILE = join(ROOT, 'docker-stack.yml');

type Yaml = Record<string, unknown>;

/** The colon-separated parts of a short port spec, a `${VAR:-default}` counting as one part whatever it holds. */
export function portParts(spec: string): string[] {
  const parts: string[] = [];
  let current = '';
  let depth = 0;
  for (let i = 0; i < spec.length; i++) {
    const char = spec[i];
    if (char === '$' && spec[i + 1] === '{') depth++;
    else if (char === '}' && depth > 0) depth--;
    if (char === ':' && depth === 0) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  parts.push(current);
  return parts;
}

export function renderStack(compose: Yaml = readComposeYaml()): string {
  const services: Record<string, Yaml> = {};
  for (const [name, raw] of Object.entries(compose.services as Record<string, Yaml>)) {
    if (Array.isArray(raw.profiles) && raw.profiles.length > 0) continue;
    const { build: _build, profiles: _profiles, depends_on: _dependsOn, restart: _restart, ports, ...service } = raw;
    if (Array.isArray(ports)) {
      service.ports = ports.map((port) => {
        const parts = portParts(String(port));
        const target = Number(parts.at(-1));
        const published = parts.length >= 2 ? parts.at(-2) : String(target);
        return { target, published, protocol: 'tcp', mode: 'ingress' };
      });
    }
    services[name] = service;
  }
  const used = new Set(
    Object.values(services).flatMap((service) =>
      ((service.volumes as string[] | undefined) ?? []).map((volume) => volume.split(':')[0]),
    ),
  );
  const volumes = Object.fromEntries(
    Object.entries((compose.volumes as Yaml | undefined) ?? {}).filter(([name]) => used.has(name)),
  );
  const stack: Yaml = {
    version: '3.9',
    services,
    ...(Object.keys(volumes).length ? { volumes } : {}),
    configs: compose.configs,
  };
  return `# Generated from docker-compose.yml by \`npm run stack:render\`: edit that file, not this one.
# docker stack deploy -c docker-stack.yml cuida  (with the images pushed to \${CUIDA_REGISTRY} and the env file on the
# manager; docs/operations.md).
${stringify(stack, { lineWidth: 0 })}`;
}

if (process.argv[1]?.endsWith('render-stack.ts')) {
  writeFileSync(STACK_FILE, renderStack());
  console.log(`wrote ${STACK_FILE}`);
}
