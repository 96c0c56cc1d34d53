import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UPSTREAM_ENV_VARIABLES } from '../../gateway/src/config';
import { ROOT } from '../../scripts/containers/compose-file';
import { allVariables, listedIn, PLATFORM_VARIABLES } from './env-variables';

describe('.env.example', () => {
  const listed = listedIn('.env.example');
  const read = allVariables();
  const perUpstream = new Set(UPSTREAM_ENV_VARIABLES);

  it('lists every variable the code reads (configuration schemas, storefront, scripts), but the per-upstream ones', () => {
    expect([...read].filter((name) => !listed.has(name) && !perUpstream.has(name)).sort()).toEqual([]);
  });

  it('documents the per-upstream variables once each, by the pattern the upstream table names them with', () => {
    const text = readFileSync(join(ROOT, '.env.example'), 'utf8');
    for (const pattern of ['<UPSTREAM>_URL=', '<UPSTREAM>_TIMEOUT_MS=', '<UPSTREAM>_KEEPALIVE_IDLE_MS=']) {
      expect(text).toContain(pattern);
    }
    expect([...listed].filter((name) => perUpstream.has(name))).toEqual([]);
  });

  it('lists nothing the code does not read', () => {
    expect([...listed].filter((name) => !read.has(name) && !PLATFORM_VARIABLES.has(name)).sort()).toEqual([]);
  });
});
