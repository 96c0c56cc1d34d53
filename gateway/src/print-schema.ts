/**
 * Prints the gateway's unified schema to schema/gateway.graphql (the contract codegen reads);
 * `--check` fails when the committed file is stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { buildGatewaySchema } from './gateway-schema';

const TARGET = fileURLToPath(new URL('../../schema/gateway.graphql', import.meta.url));

export function printGatewaySchema(): string {
  // Upstream addresses do not change the shape of the schema; placeholders keep printing offline.
  const schema = buildGatewaySchema({
    commerceUrl: 'http://commerce.invalid/graphql',
    upstreamTimeoutMs: 1,
    autoLoginKey: undefined,
    orderAccessKey: Buffer.alloc(32),
    commerceAppToken: '',
  });
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}

// Run as a script (npm run schema:print / schema:check); importing it only exposes printGatewaySchema.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();

function main() {
  const printed = printGatewaySchema();
  if (process.argv.includes('--check')) {
    let current = '';
    try {
      current = readFileSync(TARGET, 'utf8');
    } catch {
      // Missing counts as stale.
    }
    if (current !== printed) {
      console.error('schema/gateway.graphql is stale: run `npm run schema:print` and commit the result.');
      process.exit(1);
    }
    console.log('schema/gateway.graphql is current.');
  } else {
    writeFileSync(TARGET, printed);
    console.log(`Wrote ${TARGET}`);
  }
}
