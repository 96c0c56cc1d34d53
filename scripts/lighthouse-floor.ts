/**
 * The floor the storefront's pages are measured against: a one-paragraph Next.js page built from the repository's
 * own packages (the same Next, React and Turbopack), started with `next start` and measured by the same Lighthouse
 * run in the same minutes. Whatever it scores, no page of this framework scores more on that machine and browser at
 * that time; the difference between a page and the floor is what the page's own work costs.
 *
 * It is built in a temporary folder outside the repository (the linter, the type check and the tests never see it),
 * with `node_modules` linked to the repository's.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, waitForHttp } from './stack';

const NEXT = join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');

const FILES: Record<string, string> = {
  'package.json': '{ "private": true }\n',
  // Turbopack resolves only inside its root: the root of the file system holds both this folder and the linked
  // packages.
  'next.config.mjs': "export default { turbopack: { root: '/' } };\n",
  'app/layout.tsx': `import type { ReactNode } from 'react';

export const metadata = { title: 'Página mínima', description: 'Un párrafo, para medir el piso del framework.' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="es-PE">
      <body>{children}</body>
    </html>
  );
}
`,
  'app/page.tsx': `export default function Page() {
  return (
    <main>
      <h1>Cuida</h1>
      <p>Un párrafo de texto: la página más pequeña que Next.js sirve con las versiones del repositorio.</p>
    </main>
  );
}
`,
};

function run(child: ChildProcess, what: string): Promise<void> {
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  return new Promise((resolveRun, reject) => {
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolveRun() : reject(new Error(`${what} failed (${code}):\n${output.slice(-2000)}`)),
    );
  });
}

export interface FloorPage {
  baseUrl: string;
  stop(): Promise<void>;
}

/** Builds the one-paragraph page and serves it on `port` with `next start`. */
export async function startFloorPage(port: number): Promise<FloorPage> {
  const dir = mkdtempSync(join(tmpdir(), 'cuida-lighthouse-floor-'));
  mkdirSync(join(dir, 'app'));
  for (const [file, content] of Object.entries(FILES)) writeFileSync(join(dir, file), content);
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  try {
    await run(
      spawn(process.execPath, [NEXT, 'build'], { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] }),
      'next build',
    );
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const server = spawn(process.execPath, [NEXT, 'start', '-p', String(port)], {
    cwd: dir,
    env,
    stdio: ['ignore', 'ignore', 'ignore'],
  });
  const baseUrl = `http://localhost:${port}`;
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const gone = new Promise<void>((resolveGone) => server.once('exit', () => resolveGone()));
      server.kill('SIGTERM');
      await gone;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForHttp(baseUrl, 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}
