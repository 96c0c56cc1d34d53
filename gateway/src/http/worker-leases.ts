import { answerClaim, CLAIM_RELEASE, type ClaimAnswer, type ClaimRequest, type MemorySingleUse } from './single-use';

/**
 * The cluster primary's side of its workers' claims and leases (without Redis): answers them from the one store all
 * workers share, and remembers which worker holds each lease, so that a worker that dies holding one (SIGKILL, a heap
 * crash in the middle of placing an order) gives it back at once instead of leaving the checkout locked until the
 * lease expires. Single-use claims (verification codes, auto-login links) are never given back.
 */
export class WorkerLeases {
  private readonly holders = new Map<string, number>();

  constructor(private readonly store: MemorySingleUse) {}

  /**
   * A worker's message: the answer to send back for a claim or a lease, 'released' for a release (nothing to send),
   * null for any other message. A worker releases only a lease it still holds (one that expired and was taken by
   * another worker stays that worker's).
   */
  handle(workerId: number, message: unknown): ClaimAnswer | 'released' | null {
    const answer = answerClaim(this.store, message);
    if (answer) {
      const request = message as ClaimRequest;
      if (answer.claimed && request.lease === true) this.holders.set(request.key, workerId);
      return answer;
    }
    const release = message as { type?: unknown; key?: unknown } | null;
    if (release?.type !== CLAIM_RELEASE || typeof release.key !== 'string') return null;
    const holder = this.holders.get(release.key);
    if (holder === undefined || holder === workerId) {
      this.holders.delete(release.key);
      this.store.release(release.key);
    }
    return 'released';
  }

  /** A worker exited: the leases it held are free again. Answers their keys. */
  releaseAll(workerId: number): string[] {
    const freed: string[] = [];
    for (const [key, holder] of this.holders) {
      if (holder !== workerId) continue;
      this.holders.delete(key);
      this.store.release(key);
      freed.push(key);
    }
    return freed;
  }
}
