/**
 * Measures how many operations of a Saleor client (for example Saleor's open-source storefront, in a local git
 * checkout or bare mirror) validate against a schema: `npx tsx scripts/commerce-schema/measure-saleor-client.ts
 * <git dir> [schema, default schema/gateway.graphql]`. Reads the client's `.graphql` documents where they are; nothing
 * of theirs is copied. Prints per operation whether it validates against Saleor's own schema and against the given one,
 * and why not.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { buildSchema, type DefinitionNode, type DocumentNode, Kind, parse, validate } from 'graphql';
import { referencePath } from './extract';

const [gitDir, schemaPath = 'schema/gateway.graphql'] = process.argv.slice(2);
if (!gitDir) {
  console.error('usage: measure-saleor-client.ts <git dir> [schema]');
  process.exit(1);
}
const git = (...args: string[]) => execFileSync('git', ['-C', gitDir, ...args], { encoding: 'utf8' });
const files = git('ls-tree', '-r', 'HEAD', '--name-only')
  .split('\n')
  .filter((path) => path.endsWith('.graphql'));
const definitions: DefinitionNode[] = files.flatMap((path) => parse(git('show', `HEAD:${path}`)).definitions);
const fragments = definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION);
const operations = definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);

const saleor = buildSchema(readFileSync(referencePath(), 'utf8'), { assumeValidSDL: true });
const target = buildSchema(readFileSync(schemaPath, 'utf8'));

/** The operation with the fragments it spreads (transitively). */
function documentOf(operation: DefinitionNode): DocumentNode {
  const needed = new Map<string, DefinitionNode>();
  const visit = (node: unknown) => {
    const text = JSON.stringify(node);
    for (const match of text.matchAll(/"kind":"FragmentSpread","name":\{"kind":"Name","value":"(\w+)"/g)) {
      const name = match[1] ?? '';
      if (needed.has(name)) continue;
      const fragment = fragments.find((f) => f.kind === Kind.FRAGMENT_DEFINITION && f.name.value === name);
      if (fragment) {
        needed.set(name, fragment);
        visit(fragment);
      }
    }
  };
  visit(operation);
  return { kind: Kind.DOCUMENT, definitions: [operation, ...needed.values()] };
}

let validSaleor = 0;
let validTarget = 0;
for (const operation of operations) {
  if (operation.kind !== Kind.OPERATION_DEFINITION) continue;
  const document = documentOf(operation);
  const againstSaleor = validate(saleor, document);
  if (againstSaleor.length > 0) {
    console.log(`- ${operation.name?.value}: not valid against Saleor either (${againstSaleor[0]?.message})`);
    continue;
  }
  validSaleor += 1;
  const errors = validate(target, document);
  if (errors.length === 0) validTarget += 1;
  else console.log(`✗ ${operation.name?.value}: ${errors.map((e) => e.message).join(' | ')}`);
}
console.log(
  `${operations.length} operations; ${validSaleor} valid against Saleor; ${validTarget} of them valid against ${schemaPath}`,
);
