/**
 * The gateway's production build: one ES module per entry, bundled by esbuild with the workspace packages (@cuida/*)
 * inlined and every other package left to node_modules. Run by plain `node`, the gateway needs no TypeScript loader
 * at run time: tsx's loader thread and its transpiled sources cost about 28 MB per process, and its `__name`
 * wrappers some CPU (docs/benchmark.md). The REST contracts go parsed next to the bundle (parsed-contracts.ts), which
 * saves a worker's start-up their YAML parsing. `npm run build:gateway` writes gateway/dist/main.mjs; `npm start` builds it
 * when the gateway's sources changed; the bench bundles its gateway child the same way.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { writeParsedContracts } from '../gateway/src/config/parsed-contracts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const GATEWAY_BUNDLE = join(ROOT, 'gateway', 'dist', 'main.mjs');

/**
 * Bare imports stay imports of node_modules, except the workspace's own packages, which are TypeScript sources.
 * Inlining every package was tried (a worker then loads one file instead of some 2,700, and is ready in about half the
 * time), but in the browser journeys' stack its workers ran out of their heap (cluster.ts gives each
 * `--max-old-space-size=160`) and were restarted over and over, and one of that build, started on the same data
 * beside one of this build, died under 40 concurrent listings where this one served them all. Why the inlined build
 * needs more heap is not known yet; until it is, the packages stay in node_modules.
 */
const externalPackages: Plugin = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@cuida/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** What a bundle still imports at run time: Node's built-in modules and the packages loaded on demand. */
export interface BundleImports {
  /** Imported when the bundle loads (`import … from`). */
  static: string[];
  /** Imported when first used (`import()`). */
  dynamic: string[];
}

export async function bundleGateway(entry: string, outfile: string): Promise<BundleImports> {
  const result = await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    // Stack traces need the mappings, not the sources: a third of the map's size, which node reads at start.
    sourcesContent: false,
    plugins: [externalPackages],
    logLevel: 'warning',
    metafile: true,
  });
  // The REST contracts parsed, next to the bundle (gateway/src/config/parsed-contracts.ts).
  writeParsedContracts(dirname(outfile));
  const imports = Object.values(result.metafile.outputs).flatMap((output) => output.imports);
  const named = (kind: string) => [
    ...new Set(imports.filter((entry) => entry.external && entry.kind === kind).map((entry) => entry.path)),
  ];
  return { static: named('import-statement'), dynamic: named('dynamic-import') };
}

const INPUTS = ['gateway/src', 'domain/src', 'schema/openapi', 'package-lock.json', 'scripts/gateway-bundle.ts'];

/** Hash of the bundle's inputs: the build is redone only when they changed. */
function sourceHash(): string {
  const hash = createHash('sha256');
  const visit = (path: string) => {
    const stat = statSync(path);
    if (stat.isDirectory()) for (const entry of readdirSync(path).sort()) visit(join(path, entry));
    else hash.update(path).update(String(stat.size)).update(String(stat.mtimeMs));
  };
  for (const input of INPUTS) visit(join(ROOT, input));
  return hash.digest('hex');
}

/** Builds gateway/dist/main.mjs unless it is current; returns its path. */
export async function buildGatewayIfStale(): Promise<string> {
  const marker = join(dirname(GATEWAY_BUNDLE), 'build-hash');
  const hash = sourceHash();
  if (existsSync(GATEWAY_BUNDLE) && existsSync(marker) && readFileSync(marker, 'utf8') === hash) return GATEWAY_BUNDLE;
  await bundleGateway(join(ROOT, 'gateway', 'src', 'main.ts'), GATEWAY_BUNDLE);
  writeFileSync(marker, hash);
  return GATEWAY_BUNDLE;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await bundleGateway(join(ROOT, 'gateway', 'src', 'main.ts'), GATEWAY_BUNDLE);
  console.log(`wrote ${GATEWAY_BUNDLE}`);
}
