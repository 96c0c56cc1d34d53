/**
 * Every secret the repository shows as an example (the env example files, commented lines included) is one production
 * refuses as known: the secret policy's list (domain: secrets/secret-policy.ts) stays in step with the files.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { productionSecretProblems, type Secret } from '../../domain/src/secrets/secret-policy';
import { ROOT } from '../../scripts/stack';

/** The secrets the production policy governs (passwords are their user pool's and database's). */
const SECRET_NAME = /SECRET|_TOKEN$|_KEY$|_KEYS$/;

/** `NAME=value` lines of an env file, commented ones too (`# NAME=value`): the secret ones, one per key of a list. */
function exampleSecrets(file: string): { variable: string; value: string }[] {
  const found: { variable: string; value: string }[] = [];
  for (const line of readFileSync(join(ROOT, file), 'utf8').split('\n')) {
    const match = /^#?\s*([A-Z][A-Z0-9_]*)=(\S+)\s*$/.exec(line);
    if (!match?.[1] || !match[2] || !SECRET_NAME.test(match[1])) continue;
    const [, variable, value] = match;
    if (variable === 'PARTNER_API_KEYS') {
      for (const pair of value.split(',')) found.push({ variable, value: pair.slice(pair.indexOf(':') + 1) });
    } else {
      found.push({ variable, value });
    }
  }
  return found;
}

describe('example secrets', () => {
  for (const file of ['.env.example', 'deploy/cuida.env.example']) {
    it(`${file}: each is refused in production as a known value`, () => {
      const secrets = exampleSecrets(file);
      if (file.startsWith('deploy')) expect(secrets.length).toBeGreaterThanOrEqual(6);
      for (const { variable, value } of secrets) {
        const format: Secret['format'] = /KEY$/.test(variable) && !/API/.test(variable) ? 'key' : 'token';
        const problems = productionSecretProblems([{ variable, kind: 'partnerKey', format, value }]);
        expect(problems, `${variable}=${value}`).toEqual([
          expect.stringMatching(new RegExp(`^${variable} is a development default or an example value`)),
        ]);
      }
    });
  }
});
