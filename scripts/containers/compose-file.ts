/**
 * docker-compose.yml as the tools of this repository read it: the raw YAML (validated against the Compose
 * specification's schema in tests), Compose's `${VAR}`, `${VAR:-default}`, `${VAR-default}` and `${VAR:?message}`
 * interpolation, and the subset of the specification the stack uses, typed with zod. Used by the compose tests
 * (deploy/test), the container test's driver (podman-driver.ts) and the Swarm stack renderer (render-stack.ts).
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { z } from 'zod';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const COMPOSE_FILE = join(ROOT, 'docker-compose.yml');

export type Variables = Record<string, string | undefined>;

/** Replaces `${...}` in one string the way Compose does; `$$` is a literal `$`. */
export function interpolate(value: string, vars: Variables): string {
  return value.replace(/\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?)([-?])([^}]*))?\}/g, (match, name, colon, op, arg) => {
    if (match === '$$') return '$';
    const current = vars[name as string];
    const missing = current === undefined || (colon === ':' && current === '');
    if (op === '-') return missing ? (arg as string) : (current as string);
    if (op === '?' && missing) throw new Error(`${name}: ${arg || 'required'}`);
    return current ?? '';
  });
}

function interpolateDeep(value: unknown, vars: Variables): unknown {
  if (typeof value === 'string') return interpolate(value, vars);
  if (Array.isArray(value)) return value.map((item) => interpolateDeep(item, vars));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, interpolateDeep(item, vars)]));
  return value;
}

const duration = z.string().regex(/^(\d+(ms|s|m|h))+$/);
const Healthcheck = z.object({
  test: z.array(z.string()).min(2),
  interval: duration.optional(),
  timeout: duration.optional(),
  retries: z.coerce.number().int().positive().optional(),
  start_period: duration.optional(),
});

const Service = z.object({
  image: z.string(),
  build: z.object({ context: z.string(), target: z.string() }).optional(),
  command: z.array(z.string()).optional(),
  environment: z.record(z.string(), z.string()).default({}),
  env_file: z.array(z.string()).default([]),
  ports: z.array(z.string()).default([]),
  volumes: z.array(z.string()).default([]),
  configs: z.array(z.object({ source: z.string(), target: z.string() })).default([]),
  depends_on: z
    .record(
      z.string(),
      z.object({
        condition: z.enum(['service_started', 'service_healthy']),
        required: z.boolean().default(true),
      }),
    )
    .default({}),
  healthcheck: Healthcheck.optional(),
  profiles: z.array(z.string()).default([]),
  stop_grace_period: duration.optional(),
  deploy: z
    .object({ replicas: z.coerce.number().int().min(0).default(1) })
    .loose()
    .default({ replicas: 1 }),
});
export type ComposeService = z.infer<typeof Service>;

const ComposeModel = z.object({
  name: z.string(),
  services: z.record(z.string(), Service),
  configs: z.record(z.string(), z.object({ file: z.string() })).default({}),
  volumes: z.record(z.string(), z.null().or(z.object({}).loose())).default({}),
});
export type Compose = z.infer<typeof ComposeModel>;

/** The file as written (before interpolation), for the schema and for the stack renderer. */
export function readComposeYaml(path = COMPOSE_FILE): Record<string, unknown> {
  return parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
}

/** The file with its variables replaced, typed. */
export function loadCompose(vars: Variables = process.env, path = COMPOSE_FILE): Compose {
  return ComposeModel.parse(interpolateDeep(readComposeYaml(path), vars));
}

/** The services that run with these profiles active (a service without profiles always runs). */
export function activeServices(compose: Compose, profiles: string[]): string[] {
  return Object.entries(compose.services)
    .filter(([, service]) => service.profiles.length === 0 || service.profiles.some((p) => profiles.includes(p)))
    .map(([name]) => name);
}

/** Services ordered so that each comes after what it depends on (among the active ones). */
export function startOrder(compose: Compose, active: string[]): string[] {
  const order: string[] = [];
  const visit = (name: string, path: string[]) => {
    if (order.includes(name)) return;
    if (path.includes(name)) throw new Error(`depends_on cycle: ${[...path, name].join(' → ')}`);
    const service = compose.services[name];
    if (!service) throw new Error(`unknown service ${name}`);
    for (const [dependency, { required }] of Object.entries(service.depends_on)) {
      if (active.includes(dependency)) visit(dependency, [...path, name]);
      else if (required) throw new Error(`${name} needs ${dependency}, which is not active`);
    }
    order.push(name);
  };
  for (const name of active) visit(name, []);
  return order;
}

/** KEY=value lines of an env file (comments and blank lines skipped). */
export function readEnvFile(path: string): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line);
    if (match?.[1]) entries[match[1]] = match[2] ?? '';
  }
  return entries;
}

/** Seconds of a Compose duration (`1m30s`, `500ms`). */
export function seconds(value: string): number {
  let total = 0;
  for (const [, amount, unit] of value.matchAll(/(\d+)(ms|s|m|h)/g)) {
    total += Number(amount) * { ms: 0.001, s: 1, m: 60, h: 3600 }[unit as 'ms' | 's' | 'm' | 'h'];
  }
  return total;
}

export const projectPath = (relative: string) => resolve(dirname(COMPOSE_FILE), relative);
