import type { CircuitBreaker } from '../upstreams/resilience/circuit-breaker';
import { IdentityError, identityOutage } from './identity-error';

/**
 * Runs one call to the identity provider through its circuit breaker: an outage (no answer in time, a 5xx, an
 * unreadable answer: IdentityError `timeout` or `unavailable`) counts as a failure; an answer, a refusal included,
 * as a success. While the circuit is open the call is not made: it fails at once as `unavailable`, so a session
 * check during an outage costs the shopper nothing (signed-in browsing runs on the tokens' own signatures).
 */
export async function throughIdentityCircuit<T>(
  breaker: CircuitBreaker | undefined,
  call: () => Promise<T>,
): Promise<T> {
  if (!breaker) return call();
  const permit = breaker.tryAcquire();
  if (!permit.allowed) {
    throw new IdentityError(
      'CircuitOpen',
      `The identity provider is failing; not called for ${Math.ceil(permit.retryInMs / 1000)} s`,
      'unavailable',
    );
  }
  try {
    const result = await call();
    breaker.onSuccess(permit);
    return result;
  } catch (error) {
    const cause = identityOutage(error);
    if (cause.failure === 'refused') breaker.onSuccess(permit);
    else breaker.onFailure(permit);
    throw error;
  }
}
