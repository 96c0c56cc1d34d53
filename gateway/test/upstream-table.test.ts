import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { UPSTREAMS as SANDBOX_FAULT_NAMES } from '../../sandbox/src/faults/index';
import { REST_BASES } from '../../sandbox/src/rest/bases';
import { GATEWAY_ENV_VARIABLES, loadGatewayConfig, UPSTREAM_ENV_VARIABLES } from '../src/config';
import { restOperations } from '../src/config/contracts';
import {
  REST_SERVICES,
  SANDBOX_SERVED,
  UPSTREAM_NAMES,
  UPSTREAM_TIMEOUT_VARIABLES,
  UPSTREAM_URL_VARIABLES,
  UPSTREAMS,
  type UpstreamRow,
} from '../src/config/upstreams';
import { repoPath } from '../src/repo-paths';

/**
 * Adding an upstream takes five files (docs/adding-an-upstream.md): its contract, its row in the upstream table, its
 * sandbox handler, its feature and its test. These checks hold the rest to the table: every other place that names
 * the upstreams (settings schema, env files, stack scripts, bench, the sandbox's bases and faults, test stacks) reads
 * it, so that a row added there reaches all of them, and nothing lists the upstreams again by hand.
 */
const row = (name: (typeof UPSTREAM_NAMES)[number]): UpstreamRow => UPSTREAMS[name];

describe('the upstream table is the one list of upstreams', () => {
  it("each REST service's contract is the sandbox's base of the same name, mounted at its sandbox path", () => {
    expect([...REST_BASES].sort()).toEqual([...REST_SERVICES].sort());
    for (const service of REST_SERVICES) {
      expect(row(service).contract).toEqual({ kind: 'openapi', path: `schema/openapi/${service}.yaml` });
      expect(row(service).sandboxPath).toBe(`/${service}`);
      expect(existsSync(repoPath(`schema/openapi/${service}.yaml`))).toBe(true);
    }
  });

  it("the sandbox's fault names are the table's", () => {
    expect([...SANDBOX_FAULT_NAMES].sort()).toEqual(UPSTREAM_NAMES.map((name) => row(name).fault).sort());
  });

  it("every REST contract's operations are read from its document, and no operationId is used twice", () => {
    const operations = restOperations();
    for (const service of REST_SERVICES)
      expect(
        operations.some((op) => op.service === service),
        service,
      ).toBe(true);
    const ids = operations.map((op) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("the settings schema reads each row's variables, made from the table", () => {
    for (const name of UPSTREAM_NAMES) {
      expect(GATEWAY_ENV_VARIABLES).toContain(row(name).urlVariable);
      expect(GATEWAY_ENV_VARIABLES).toContain(row(name).timeoutVariable);
      if (row(name).keepAliveVariable) expect(GATEWAY_ENV_VARIABLES).toContain(row(name).keepAliveVariable);
    }
    expect(UPSTREAM_ENV_VARIABLES).toEqual(
      expect.arrayContaining([...UPSTREAM_URL_VARIABLES, ...UPSTREAM_TIMEOUT_VARIABLES]),
    );
  });

  it('SANDBOX_URL places every upstream the sandbox serves at its path; its own variable overrides it', () => {
    const config = loadGatewayConfig({ SANDBOX_URL: 'http://sandbox.test:4999/' });
    expect(config.commerceUrl).toBe('http://sandbox.test:4999/graphql');
    for (const service of REST_SERVICES) {
      expect(config.restEndpoints[service]).toBe(`http://sandbox.test:4999${row(service).sandboxPath}`);
    }
    const first = REST_SERVICES[0] ?? 'sales';
    const moved = loadGatewayConfig({ [row(first).urlVariable]: 'https://real.example/api' });
    expect(moved.restEndpoints[first]).toBe('https://real.example/api');
    expect(SANDBOX_SERVED).toEqual(UPSTREAM_NAMES.filter((name) => row(name).sandboxPath !== null));
  });

  it('no file outside the table names a REST service by its variables or lists the services by hand', () => {
    const variables = REST_SERVICES.flatMap((service) => {
      const { urlVariable, timeoutVariable, keepAliveVariable } = row(service);
      return [urlVariable, timeoutVariable, ...(keepAliveVariable ? [keepAliveVariable] : [])];
    });
    // A hand-made list: the REST services' names quoted, one after another, in any order.
    const quoted = REST_SERVICES.map((service) => `'${service}'`).join('|');
    const handList = new RegExp(`(?:${quoted})\\s*,\\s*(?:${quoted})\\s*,\\s*(?:${quoted})`);
    const tracked = execFileSync('git', ['ls-files'], { cwd: repoPath(), encoding: 'utf8' })
      .split('\n')
      .filter((file) => /\.(ts|tsx|ya?ml|example)$|^\.env\.example$/.test(file))
      .filter((file) => file !== 'gateway/src/config/upstreams.ts' && !file.startsWith('schema/'));
    const offenders: string[] = [];
    for (const file of tracked) {
      const text = readFileSync(repoPath(file), 'utf8');
      for (const variable of variables) {
        if (new RegExp(`\\b${variable}\\b`).test(text.replaceAll(/^#.*$/gm, '')))
          offenders.push(`${file}: ${variable}`);
      }
      if (handList.test(text)) offenders.push(`${file}: a list of the REST services`);
    }
    expect(offenders).toEqual([]);
  });
});
