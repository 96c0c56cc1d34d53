import type { GraphiQLOptions } from 'graphql-yoga';
import type { GraphiqlAssets } from './assets';

/** JSON inside a `<script type="application/json">` block: nothing in it can close the block. */
const embedded = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * GraphiQL's page: every file from this origin (no inline script), so it opens where the internet or a CDN is out of
 * reach and under the Content-Security-Policy below.
 */
export function graphiqlPage(options: GraphiQLOptions, assets: GraphiqlAssets): string {
  const { urls } = assets;
  return `<!doctype html>
<html lang="es">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeHtml(options.title ?? 'GraphiQL')}</title>
    <link rel="icon" href="${urls.favicon}" />
    <link rel="stylesheet" href="${urls.stylesheet}" />
  </head>
  <body id="body" class="no-focus-outline">
    <noscript>GraphiQL necesita JavaScript.</noscript>
    <div id="root"></div>
    <script type="application/json" id="graphiql-options">${embedded(options)}</script>
    <script type="application/json" id="graphiql-workers">${embedded(urls.workers)}</script>
    <script src="${urls.script}"></script>
    <script src="${urls.boot}"></script>
  </body>
</html>
`;
}

/**
 * What GraphiQL's page may load and reach: its own origin only. Monaco and the GraphiQL components add styles at run
 * time (hence `style-src 'unsafe-inline'`); the schema explorer's icons are data URLs.
 */
export const GRAPHIQL_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "worker-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');
