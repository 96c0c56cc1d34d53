/**
 * The gateway's production build: one ES module per entry, bundled by esbuild with the workspace packages (@cuida/*)
 * and the packages it imports inlined, except GraphiQL's assets (loaded from node_modules on the first GraphiQL page).
 * Run by plain `node`, the gateway needs no TypeScript loader at run time: tsx's loader thread and its transpiled
 * sources cost about 28 MB per process, and its `__name` wrappers some CPU (docs/benchmark.md). The packages are
 * inlined because a worker that loads them from node_modules resolves, reads and compiles some 2,700 files before it
 * can build its schema: about half of its start-up (docs/benchmark.md, `npm run bench:startup`). Its source map keeps
 * every mapping of the repository's code and one per line of the packages' (bundle-source-map.ts says why). `npm run build:gateway` writes
 * gateway/dist/main.mjs; `npm start` builds it when the gateway's sources changed; the bench bundles its gateway child
 * the same way.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { writeParsedContracts } from '../gateway/src/config/parsed-contracts';
import { type SourceMapFile, trimForStackTraces } from './bundle-source-map';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const GATEWAY_BUNDLE = join(ROOT, 'gateway', 'dist', 'main.mjs');
/** How node runs the bundle: stack traces name the TypeScript sources (cluster.ts passes it on to the workers). */
export const GATEWAY_NODE_FLAGS = ['--enable-source-maps'];

/**
 * GraphiQL's page and editor (about 9 MB of strings) stay in node_modules: graphiql/assets.ts imports them on the
 * first GraphiQL page, which most workers never serve; inlined, every worker would parse them at start.
 */
const onDemandPackages: Plugin = {
  name: 'on-demand-packages',
  setup(builder) {
    builder.onResolve({ filter: /^@graphql-yoga\/render-graphiql(\/|$)/ }, (args) => ({
      path: args.path,
      external: true,
    }));
  },
};

/**
 * The inlined CommonJS packages call `require` (Node's built-in modules, optional peers) and a few read `__dirname`
 * (ioredis its package.json, pino its worker for transports, which the gateway does not use): an ES module has
 * neither, so the bundle defines them for itself.
 */
const COMMONJS_GLOBALS = [
  "import { createRequire as __bundleCreateRequire } from 'node:module';",
  "import { dirname as __bundleDirname } from 'node:path';",
  "import { fileURLToPath as __bundleFileURLToPath } from 'node:url';",
  'const require = __bundleCreateRequire(import.meta.url);',
  'const __filename = __bundleFileURLToPath(import.meta.url);',
  'const __dirname = __bundleDirname(__filename);',
].join('\n');

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
    // Packages that ship both builds are inlined from their ES modules: graphql's CommonJS build reached the gateway's
    // code through a getter per access (its re-exports, and the interop wrapper around them), thousands of calls per
    // request; ES modules bundle into plain bindings.
    mainFields: ['module', 'main'],
    sourcemap: 'linked',
    // Stack traces need the mappings, not the sources: a third of the map's size, which node reads at start.
    sourcesContent: false,
    banner: { js: COMMONJS_GLOBALS },
    plugins: [onDemandPackages],
    logLevel: 'warning',
    metafile: true,
  });
  const mapFile = `${outfile}.map`;
  writeFileSync(
    mapFile,
    JSON.stringify(trimForStackTraces(JSON.parse(readFileSync(mapFile, 'utf8')) as SourceMapFile)),
  );
  // The REST contracts parsed, next to the bundle (gateway/src/config/parsed-contracts.ts).
  writeParsedContracts(dirname(outfile));
  const imports = Object.values(result.metafile.outputs).flatMap((output) => output.imports);
  const named = (kind: string) => [
    ...new Set(imports.filter((entry) => entry.external && entry.kind === kind).map((entry) => entry.path)),
  ];
  return { static: named('import-statement'), dynamic: named('dynamic-import') };
}

const INPUTS = [
  'gateway/src',
  'domain/src',
  'schema/openapi',
  'package-lock.json',
  'scripts/gateway-bundle.ts',
  'scripts/bundle-source-map.ts',
];

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
