import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * How much an upstream call matters to the answer it serves, which sets its budget and its circuit breaker:
 * - `essential` (the default): an order or a page depends on it (stock, prices, payment, redemption, an order's
 *   promotion check). It gets the upstream's long budget (UPSTREAM_TIMEOUT_MS) and its retry rules.
 * - `decoration`: an optional addition to an answer that stands without it (promotion badges on a listing or a
 *   product page, the cart's promotion preview, recommendations, a subscription flag). It gets DECORATION_BUDGET_MS;
 *   past it the answer goes out without the decoration, marked degraded.
 * - `background`: work no shopper waits for (the sweeps a process runs at start for orders a dead process left). It
 *   gets the essential budget and retries but circuits of its own: failures while an upstream is still starting must
 *   not make the shoppers' calls to it fail fast.
 *
 * The resilient fetch is reached through client libraries (Mesh's REST loader, the GraphQL executor) that do not pass
 * the caller's wishes down, so the importance travels in async-local storage from the call site to the fetch.
 */
export type CallImportance = 'essential' | 'decoration' | 'background';

const storage = new AsyncLocalStorage<CallImportance>();

/** Runs `fn` (and every upstream call it makes) with the given importance. */
export function withCallImportance<T>(importance: CallImportance, fn: () => T): T {
  return storage.run(importance, fn);
}

/** The importance of the upstream call being made now: `essential` unless a caller said otherwise. */
export function currentCallImportance(): CallImportance {
  return storage.getStore() ?? 'essential';
}
