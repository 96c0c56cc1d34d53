import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { type RunningStack, startStack } from '../../scripts/stack';

let stack: RunningStack | undefined;
let dataDir: string | undefined;

/** E2E_PORT_OFFSET moves every port, so two checkouts on one machine can run their journeys side by side. */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
export const E2E_PORTS = {
  sandbox: 4110 + offset,
  identity: 9329 + offset,
  gateway: 4100 + offset,
  web: 3100 + offset,
};
/** A partner app allowed to embed the store (PARTNER_FRAME_ORIGINS); security-headers.e2e.ts serves it in Chromium. */
const E2E_PARTNER_ORIGIN = `http://localhost:${3199 + offset}`;

/** Starts the production stack on test ports with a throwaway sandbox store. */
export async function setup(project: TestProject) {
  dataDir = mkdtempSync(join(tmpdir(), 'cuida-e2e-'));
  const lines: string[] = [];
  try {
    stack = await startStack({
      mode: 'production',
      ports: E2E_PORTS,
      env: {
        SANDBOX_DATA_DIR: dataDir,
        PARTNER_FRAME_ORIGINS: E2E_PARTNER_ORIGIN,
        // Browser journeys assert promotions (gifts, discounts) on a shared, loaded machine: a decoration budget that
        // holds there (production keeps its short one; the fault suite tests what happens past it).
        DECORATION_BUDGET_MS: '3000',
        // A test clock for the delivery rules: today 10:00 in Lima, inside the express window (08:00–21:00).
        GATEWAY_TEST_NOW: `${new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Lima' }).format(new Date())}T10:00:00-05:00`,
      },
      log: (line) => {
        lines.push(line);
        if (line.startsWith('[build]')) console.log(line);
      },
    });
  } catch (error) {
    console.error(lines.slice(-80).join('\n'));
    throw error;
  }
  project.provide('storefrontUrl', stack.urls.storefront);
  project.provide('gatewayUrl', stack.urls.gateway);
  project.provide('sandboxUrl', stack.urls.sandbox);
  project.provide('identityUrl', stack.urls.identity);
  project.provide('partnerOrigin', E2E_PARTNER_ORIGIN);
}

export async function teardown() {
  await stack?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    storefrontUrl: string;
    gatewayUrl: string;
    sandboxUrl: string;
    /** The sandbox's identity provider (staff sign-in for read-outs such as the abandoned-cart listing). */
    identityUrl: string;
    partnerOrigin: string;
  }
}
