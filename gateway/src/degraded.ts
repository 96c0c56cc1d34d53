import type { Plugin } from 'graphql-yoga';
import { ErrorCode } from './errors/codes';
import { markUpstreamFailure } from './scope/request-scope';

/**
 * Why a decoration is missing from an answer: `timeout` (no answer within its budget), `circuit_open` (skipped at
 * once: the upstream failed repeatedly and its circuit is open), `unavailable` (an error, a 5xx, a malformed answer).
 */
export type DegradedReason = 'timeout' | 'circuit_open' | 'unavailable';

/** One entry of `extensions.degraded`: the fields of the answer left without their upstream's data, and why. */
export interface DegradedMark {
  upstream: string;
  reason: DegradedReason;
  /** Schema coordinates (`Product.promotions`), each once. */
  fields: string[];
}

/** True for an upstream's outage (UPSTREAM_TIMEOUT, UPSTREAM_UNAVAILABLE), not a refusal or bad input. */
export function isUpstreamOutage(error: unknown): boolean {
  const code = (error as { extensions?: { code?: unknown } } | null)?.extensions?.code;
  return code === ErrorCode.UPSTREAM_TIMEOUT || code === ErrorCode.UPSTREAM_UNAVAILABLE;
}

/** The upstream and the reason a failed decoration call reports, read off the coded error it threw. */
export function degradationOf(
  error: unknown,
  fallbackUpstream = 'unknown',
): { upstream: string; reason: DegradedReason } {
  const extensions = (error as { extensions?: Record<string, unknown> } | null)?.extensions ?? {};
  // An answer that broke the contract (a zod refusal) names no upstream: the caller knows which it called.
  const upstream = typeof extensions.upstream === 'string' ? extensions.upstream : fallbackUpstream;
  if (extensions.circuit === 'open') return { upstream, reason: 'circuit_open' };
  if (extensions.code === ErrorCode.UPSTREAM_TIMEOUT) return { upstream, reason: 'timeout' };
  return { upstream, reason: 'unavailable' };
}

/**
 * The decorations one operation went without. A request that waited on another's upstream call (merged reads) learns
 * of the failure from the error its resolver got, not from the fetch: resolvers record it here.
 */
export class DegradedMarks {
  private readonly marks = new Map<string, DegradedMark>();

  /**
   * Records that `field` was answered without its decoration because of `error` (from `upstream` when the error does
   * not say); the answer is not cached.
   */
  add(field: string, error: unknown, upstream?: string): void {
    const { upstream: source, reason } = degradationOf(error, upstream);
    const key = `${source}|${reason}`;
    const mark = this.marks.get(key) ?? { upstream: source, reason, fields: [] };
    if (!mark.fields.includes(field)) mark.fields.push(field);
    this.marks.set(key, mark);
    // Neither the response cache nor the HTTP replay keeps an answer made while an upstream failed.
    markUpstreamFailure(source);
  }

  list(): DegradedMark[] {
    return [...this.marks.values()];
  }
}

/**
 * Adds `extensions.degraded: [{ upstream, reason, fields }]` to an answer some decorations were left out of, so that
 * clients tell "no promotions" (an empty list, no mark) from "promotions unavailable" (an empty list, marked).
 */
export function degradedExtensionPlugin(): Plugin {
  return {
    onExecute({ args }) {
      const marks = (args.contextValue as { degraded?: DegradedMarks } | undefined)?.degraded;
      if (!marks) return;
      return {
        onExecuteDone({ result, setResult }) {
          const list = marks.list();
          if (list.length === 0 || !result || typeof result !== 'object' || Symbol.asyncIterator in result) return;
          setResult({ ...result, extensions: { ...(result.extensions ?? {}), degraded: list } });
        },
      };
    },
  };
}
