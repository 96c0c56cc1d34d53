/**
 * Drops answers to older questions: each change of the cart starts a new evaluation, and only the answer to the
 * newest one may be applied, whatever order the answers arrive in.
 */
export interface LatestRequest {
  /** Starts a request; keep the ticket and check it when the answer arrives. */
  begin(): number;
  isCurrent(ticket: number): boolean;
}

export function latestRequest(): LatestRequest {
  let current = 0;
  return {
    begin: () => {
      current += 1;
      return current;
    },
    isCurrent: (ticket) => ticket === current,
  };
}
