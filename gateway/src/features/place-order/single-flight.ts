import { GraphQLError } from 'graphql';

/**
 * In-process single flight per key (a checkout's token): a call that arrives while one for the same key is under way
 * joins it when it asks the same thing (same signature) and gets its answer; one that asks something else waits for
 * it to end and then runs. Other gateway replicas are kept safe by the upstreams' own idempotency, not by this.
 */
export class SingleFlight<T> {
  private readonly flights = new Map<string, { signature: string; promise: Promise<T> }>();

  async run(key: string, signature: string, task: () => Promise<T>): Promise<T> {
    for (;;) {
      const current = this.flights.get(key);
      if (!current) break;
      if (current.signature === signature)
        return current.promise.catch((error: unknown) => Promise.reject(copy(error)));
      await current.promise.catch(() => undefined);
    }
    const promise = task();
    const flight = { signature, promise };
    this.flights.set(key, flight);
    try {
      return await promise;
    } finally {
      if (this.flights.get(key) === flight) this.flights.delete(key);
    }
  }

  /** Waits for the flight under way for the key, if any (its outcome is ignored). */
  async settled(key: string): Promise<void> {
    for (let current = this.flights.get(key); current; current = this.flights.get(key)) {
      await current.promise.catch(() => undefined);
    }
  }

  get size(): number {
    return this.flights.size;
  }
}

/** Each joined request gets its own error object: the error plugins add request-specific extensions to it. */
function copy(error: unknown): unknown {
  if (!(error instanceof GraphQLError)) return error;
  return new GraphQLError(error.message, { extensions: { ...error.extensions }, originalError: error.originalError });
}
