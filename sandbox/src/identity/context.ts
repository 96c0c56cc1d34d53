import type { IncomingHttpHeaders } from 'node:http';
import type { z } from 'zod';
import type { Db } from '../store/db';
import { invalidParameter, resourceNotFound } from './errors';
import type { AdminKey } from './signature';
import type { TokenService } from './tokens';

/** Everything an operation may use: one per handler instance, no module-level state. */
export interface IdentityContext {
  readonly db: Db;
  readonly userPoolId: string;
  readonly issuer: string;
  readonly clientIds: readonly string[];
  /** Whether SignUp is open to clients (Cognito's AllowAdminCreateUserOnly = false). */
  readonly selfSignUp: boolean;
  readonly clock: () => Date;
  readonly log: (line: string) => void;
  readonly tokens: TokenService;
  /** The IAM keys the Admin* operations accept (Signature Version 4), and whether they are answered to local callers only. */
  readonly admin: { readonly keys: readonly AdminKey[]; readonly localOnly: boolean };
  /** The pool's region (its id's prefix), the one an administrator call's signature must be scoped to. */
  readonly region: string;
}

/** What an operation may need to know about the HTTP request it came in. */
export interface RequestInfo {
  remoteAddress: string | undefined;
  authorization: string | undefined;
  /** What an administrator call's signature covers. */
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface Operation {
  execute(ctx: IdentityContext, body: unknown, request: RequestInfo): Promise<object>;
}

/** An operation whose request body is validated with `schema` first (failures are InvalidParameterException). */
export function defineOperation<S extends z.ZodType>(
  schema: S,
  run: (ctx: IdentityContext, input: z.output<S>, request: RequestInfo) => Promise<object>,
): Operation {
  return {
    async execute(ctx, body, request) {
      const parsed = schema.safeParse(body);
      if (!parsed.success) throw invalidParameter(describeIssues(parsed.error.issues));
      return run(ctx, parsed.data, request);
    },
  };
}

/** AWS's wording: "2 validation errors detected: Value at 'Username' failed to satisfy constraint: ...". */
function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  const parts = issues.map((issue) => {
    const path = issue.path.map(String).join('.') || 'body';
    return `Value at '${path}' failed to satisfy constraint: ${issue.message}`;
  });
  const count = issues.length;
  return `${count} validation error${count === 1 ? '' : 's'} detected: ${parts.join('; ')}`;
}

export function assertClient(ctx: IdentityContext, clientId: string): void {
  if (!ctx.clientIds.includes(clientId)) throw resourceNotFound(`User pool client ${clientId} does not exist.`);
}
