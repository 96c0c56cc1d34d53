/**
 * A small Compose driver over podman, for machines without a Docker engine: it runs docker-compose.yml as written
 * (replicas, network aliases by service name, env files, configs, named volumes, published ports, depends_on with
 * its conditions, each service's healthcheck run the way the engine runs it: inside the container). podman runs as
 * root with runc, and every container gets nofile/nproc limits at or below this machine's, which refuses raising them.
 */
import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import { type Compose, type ComposeService, projectPath, seconds, startOrder } from './compose-file';

const run = promisify(execFile);

export interface DriverOptions {
  compose: Compose;
  /** The active services (profiles applied). */
  services: string[];
  log: (line: string) => void;
  /** Resource limits every container gets (this machine's or lower). */
  ulimits: { nofile: number; nproc: number };
}

export async function podman(args: string[], options: { allowFailure?: boolean } = {}): Promise<string> {
  try {
    const { stdout } = await run('podman', ['--runtime', 'runc', ...args], { maxBuffer: 64 * 1024 * 1024 });
    return stdout;
  } catch (error) {
    if (options.allowFailure) return '';
    const failure = error as { stderr?: string; message: string };
    throw new Error(`podman ${args.slice(0, 3).join(' ')}…: ${failure.stderr?.trim() || failure.message}`);
  }
}

/** Runs podman with its output streamed (builds). */
export function podmanStreaming(args: string[], log: (line: string) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('podman', ['--runtime', 'runc', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    const tail: string[] = [];
    const take = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) {
        if (!line.trim()) continue;
        tail.push(line);
        if (tail.length > 40) tail.shift();
        if (/^\[\d+\/\d+\] STEP|^STEP/.test(line)) log(`  ${line.slice(0, 140)}`);
      }
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`podman ${args[0]} exited ${code}:\n${tail.join('\n')}`)),
    );
  });
}

export class ComposeProject {
  readonly name: string;
  readonly network: string;

  constructor(private readonly options: DriverOptions) {
    this.name = options.compose.name;
    this.network = `${this.name}_default`;
  }

  container(service: string, replica: number): string {
    return `${this.name}-${service}-${replica}`;
  }

  replicas(service: string): string[] {
    const count = this.spec(service).deploy.replicas;
    return Array.from({ length: count }, (_, i) => this.container(service, i + 1));
  }

  private spec(service: string): ComposeService {
    const spec = this.options.compose.services[service];
    if (!spec) throw new Error(`unknown service ${service}`);
    return spec;
  }

  /** Removes whatever an earlier run of this project left (containers, network, volumes). */
  async down(): Promise<void> {
    const ids = (await podman(['ps', '-aq', '--filter', `label=cuida.project=${this.name}`]))
      .split('\n')
      .filter(Boolean);
    if (ids.length) await podman(['rm', '-f', '-t', '5', ...ids], { allowFailure: true });
    await podman(['network', 'rm', '-f', this.network], { allowFailure: true });
    for (const volume of Object.keys(this.options.compose.volumes)) {
      await podman(['volume', 'rm', '-f', `${this.name}_${volume}`], { allowFailure: true });
    }
  }

  /** Starts every active service in dependency order, waiting for each dependency's condition. */
  async up(timeoutMs = 240_000): Promise<void> {
    const { compose, services, log } = this.options;
    await podman(['network', 'create', this.network]);
    for (const volume of Object.keys(compose.volumes)) await podman(['volume', 'create', `${this.name}_${volume}`]);
    for (const service of startOrder(compose, services)) {
      const spec = this.spec(service);
      for (const [dependency, { condition }] of Object.entries(spec.depends_on)) {
        if (!services.includes(dependency)) continue;
        if (condition === 'service_healthy') await this.waitHealthy(dependency, timeoutMs);
      }
      for (let replica = 1; replica <= spec.deploy.replicas; replica++) await this.start(service, replica);
      log(`started ${service} ×${spec.deploy.replicas}`);
    }
    for (const service of services) if (this.spec(service).healthcheck) await this.waitHealthy(service, timeoutMs);
  }

  private async start(service: string, replica: number): Promise<void> {
    const spec = this.spec(service);
    const { ulimits } = this.options;
    const args = [
      'run',
      '--detach',
      '--name',
      this.container(service, replica),
      '--label',
      `cuida.project=${this.name}`,
      '--label',
      `cuida.service=${service}`,
      '--network',
      this.network,
      '--network-alias',
      service,
      '--hostname',
      this.container(service, replica),
      // The driver runs each service's healthcheck itself (healthy()); podman's own needs systemd timers.
      '--no-healthcheck',
      '--ulimit',
      `nofile=${ulimits.nofile}:${ulimits.nofile}`,
      '--ulimit',
      `nproc=${ulimits.nproc}:${ulimits.nproc}`,
    ];
    for (const file of spec.env_file) args.push('--env-file', projectPath(file));
    for (const [key, value] of Object.entries(spec.environment)) args.push('--env', `${key}=${value}`);
    for (const port of spec.ports) args.push('--publish', port);
    for (const volume of spec.volumes) args.push('--volume', `${this.name}_${volume}`);
    for (const config of spec.configs) {
      const file = this.options.compose.configs[config.source]?.file;
      if (!file) throw new Error(`${service}: unknown config ${config.source}`);
      args.push('--volume', `${projectPath(file)}:${config.target}:ro`);
    }
    if (spec.stop_grace_period) args.push('--stop-timeout', String(Math.ceil(seconds(spec.stop_grace_period))));
    args.push(spec.image, ...(spec.command ?? []));
    await podman(args);
  }

  /** Runs a service's healthcheck in one container, as the engine does; true when it passes. */
  async healthy(container: string, service: string): Promise<boolean> {
    const check = this.spec(service).healthcheck;
    if (!check)
      return (
        (await podman(['inspect', '-f', '{{.State.Running}}', container], { allowFailure: true })).trim() === 'true'
      );
    const [kind, ...rest] = check.test;
    const command = kind === 'CMD-SHELL' ? ['sh', '-c', rest.join(' ')] : rest;
    const timeout = seconds(check.timeout ?? '30s');
    try {
      await run('timeout', [
        String(Math.max(1, Math.ceil(timeout))),
        'podman',
        '--runtime',
        'runc',
        'exec',
        container,
        ...command,
      ]);
      return true;
    } catch {
      return false;
    }
  }

  async waitHealthy(service: string, timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (const container of this.replicas(service)) {
      while (!(await this.healthy(container, service))) {
        const state = (await podman(['inspect', '-f', '{{.State.Status}}', container], { allowFailure: true })).trim();
        if (state === 'exited' || Date.now() > deadline) {
          const logs = await podman(['logs', '--tail', '40', container], { allowFailure: true });
          throw new Error(`${container} is not healthy (${state || 'missing'}):\n${logs}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
    this.options.log(`${service} healthy`);
  }

  /** Runs a command inside a container; its output. */
  exec(container: string, command: string[]): Promise<string> {
    return podman(['exec', container, ...command]);
  }

  async logs(container: string, tail = 60): Promise<string> {
    // The container's standard error interleaved with its output, as `docker logs` shows them on a terminal.
    try {
      const { stdout } = await run(
        'sh',
        ['-c', 'podman --runtime runc logs --tail "$1" "$2" 2>&1', 'sh', String(tail), container],
        { maxBuffer: 64 * 1024 * 1024 },
      );
      return stdout;
    } catch {
      return '';
    }
  }
}
