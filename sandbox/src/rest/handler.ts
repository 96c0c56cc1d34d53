/**
 * The contract between the REST services' HTTP layer (envelope, auth, contract validation, routing) and the
 * business handlers behind each path. Handlers receive the already-validated `request.payload` and return an
 * outcome; the HTTP layer wraps it as `{response: {status: {success, code, message}, payload}}`.
 */
import type { Catalog } from '../commerce/catalog';
import type { Db } from '../store/db';

import type { RestBase } from './bases';

export type { RestBase } from './bases';

export interface Trace {
  channelId: string;
  consumerId: string;
  moduleId: string;
  serviceId: string;
  traceId: string;
  timestamp: string;
}

/** Who called, from the verified ID token (a customer's or the gateway's service account). */
export interface RestCaller {
  sub: string;
  email: string | null;
  groups: string[];
  isServiceAccount: boolean;
  documentType: string | null;
  documentNumber: string | null;
}

export interface RestContext {
  caller: RestCaller;
  trace: Trace;
  db: Db;
  catalog: Catalog;
  clock: () => Date;
}

export type RestOutcome =
  | { ok: true; payload: unknown; code?: string; message?: string }
  /** A business refusal: HTTP 200 with status.success = false, unless httpStatus says otherwise. */
  | { ok: false; code: string; message: string; httpStatus?: number; payload?: unknown };

export type RestHandler = (payload: unknown, context: RestContext) => Promise<RestOutcome>;

export interface RestRoute {
  base: RestBase;
  /** Path under the base, e.g. "/ventas/api/v1/obtener/cobertura". */
  path: string;
  /** Customer-only routes refuse the service account (403, status.success = false). */
  audience: 'any' | 'customer';
  handler: RestHandler;
}
