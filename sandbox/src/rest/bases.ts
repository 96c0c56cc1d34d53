import { readdirSync } from 'node:fs';

/**
 * The sandbox's REST bases, one per OpenAPI document in `schema/openapi/` (the REST services' contracts): the
 * document `<base>.yaml` is mounted at `/<base>` and its faults are set under the name `<base>`. The gateway's
 * upstream table names the same documents, so a new REST service's contract is all the sandbox needs to serve it
 * (and its handlers, rows of `serviceRoutes`).
 */
const OPENAPI_DIR = new URL('../../../schema/openapi/', import.meta.url);

export const REST_BASES: readonly string[] = readdirSync(OPENAPI_DIR)
  .filter((file) => file.endsWith('.yaml'))
  .map((file) => file.slice(0, -'.yaml'.length))
  .sort();

/** A REST base's name (one of REST_BASES: checked when the routes are mounted). */
export type RestBase = string;
