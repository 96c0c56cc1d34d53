import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';

const gzip = promisify(gzipCallback);

/** Where GraphiQL's files are served, next to the endpoint: same origin, so no CDN, proxy or CSP exception is needed. */
export const GRAPHIQL_ASSETS_PATH = '/graphiql/';

export interface GraphiqlAsset {
  contentType: string;
  body: Buffer;
  /** The same body gzipped (GraphiQL is about 9 MB of script; 2 MB compressed). */
  gzipped: Buffer;
}

export interface GraphiqlAssets {
  /** Each file's address, named by its content hash (cached for a year, replaced when GraphiQL's version changes). */
  urls: { script: string; stylesheet: string; boot: string; favicon: string; workers: Record<WorkerLabel, string> };
  byPath: ReadonlyMap<string, GraphiqlAsset>;
}

export type WorkerLabel = 'editorWorkerService' | 'json' | 'graphql';

/**
 * Starts GraphiQL once the page's script is loaded: Monaco's editor workers come from this origin, and the options
 * are read from the page's JSON block, so the page itself runs no inline script.
 */
const BOOT = `(function () {
  var options = JSON.parse(document.getElementById('graphiql-options').textContent);
  var workers = JSON.parse(document.getElementById('graphiql-workers').textContent);
  self.MonacoEnvironment = {
    globalAPI: false,
    getWorkerUrl: function (_moduleId, label) { return workers[label] || workers.editorWorkerService; },
  };
  YogaGraphiQL.renderYogaGraphiQL(document.getElementById('root'), options);
})();
`;

let loading: Promise<GraphiqlAssets> | undefined;

/**
 * GraphiQL's files from the installed `@graphql-yoga/render-graphiql` package, loaded on the first page asked for,
 * never at start-up: most workers never serve GraphiQL and its strings would cost each of them about 20 MB.
 */
export function graphiqlAssets(): Promise<GraphiqlAssets> {
  loading ??= loadAssets().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

async function loadAssets(): Promise<GraphiqlAssets> {
  const bundle = await import('@graphql-yoga/render-graphiql/graphiql');
  const byPath = new Map<string, GraphiqlAsset>();
  const add = async (name: string, extension: string, contentType: string, content: string | Buffer) => {
    const body = typeof content === 'string' ? Buffer.from(content) : content;
    const hash = createHash('sha256').update(body).digest('hex').slice(0, 12);
    const path = `${GRAPHIQL_ASSETS_PATH}${name}.${hash}.${extension}`;
    byPath.set(path, { contentType, body, gzipped: await gzip(body) });
    return path;
  };
  const script = 'text/javascript; charset=utf-8';
  const icon = /^data:image\/x-icon;base64,(.*)$/.exec(bundle.favicon)?.[1];
  return {
    urls: {
      script: await add('graphiql', 'js', script, bundle.js),
      stylesheet: await add('graphiql', 'css', 'text/css; charset=utf-8', bundle.css),
      boot: await add('boot', 'js', script, BOOT),
      favicon: icon ? await add('favicon', 'ico', 'image/x-icon', Buffer.from(icon, 'base64')) : bundle.favicon,
      workers: {
        editorWorkerService: await add('editor.worker', 'js', script, bundle.editorWorkerService),
        json: await add('json.worker', 'js', script, bundle.jsonWorker),
        graphql: await add('graphql.worker', 'js', script, bundle.graphqlWorker),
      },
    },
    byPath,
  };
}
