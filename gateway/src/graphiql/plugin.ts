import type { Plugin } from 'graphql-yoga';
import { GRAPHIQL_ASSETS_PATH, graphiqlAssets } from './assets';
import { GRAPHIQL_CONTENT_SECURITY_POLICY } from './page';

/**
 * Serves GraphiQL's files (`/graphiql/<name>.<hash>.<ext>`, immutable) and puts the Content-Security-Policy on its
 * page. The files are the open-source editor, the same for everyone: they are served to any caller the HTTP layer
 * admitted (rate limits apply), since a browser loads them without the partner key the page itself needed.
 */
export function graphiqlPlugin(): Plugin {
  return {
    async onRequest({ request, url, endResponse, fetchAPI }) {
      if (!url.pathname.startsWith(GRAPHIQL_ASSETS_PATH)) return;
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        endResponse(new fetchAPI.Response(null, { status: 405, headers: { allow: 'GET, HEAD' } }));
        return;
      }
      const asset = (await graphiqlAssets()).byPath.get(url.pathname);
      if (!asset) {
        endResponse(new fetchAPI.Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } }));
        return;
      }
      const gzip = /\bgzip\b/i.test(request.headers.get('accept-encoding') ?? '');
      const body = gzip ? asset.gzipped : asset.body;
      const headers: Record<string, string> = {
        'content-type': asset.contentType,
        'content-length': String(body.length),
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
        vary: 'accept-encoding',
      };
      if (gzip) headers['content-encoding'] = 'gzip';
      endResponse(
        new fetchAPI.Response(request.method === 'HEAD' ? null : new Uint8Array(body), { status: 200, headers }),
      );
    },
    onResponse({ response }) {
      if (response.headers.get('content-type')?.startsWith('text/html')) {
        response.headers.set('content-security-policy', GRAPHIQL_CONTENT_SECURITY_POLICY);
        response.headers.set('x-content-type-options', 'nosniff');
      }
    },
  };
}
