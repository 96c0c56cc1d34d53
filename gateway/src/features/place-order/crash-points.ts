import { readFileSync, unlinkSync } from 'node:fs';

/**
 * Test-only crash points of placeOrder (GATEWAY_TEST_CRASH_FILE, refused in production by config.ts): the steps after
 * which a gateway worker can be made to die with SIGKILL, to check that a retry of the same placeOrder ends with one
 * order, one charge and one redemption (gateway/test/place-order-crash.test.ts).
 *
 * The file named by the variable holds one step's name. The first worker to reach that step removes the file (only
 * one remover succeeds, whichever worker it is) and kills itself at once: no `finally`, no lock release, no answer.
 * Without the variable, or when the file is absent or names another step, nothing happens.
 */
export const CRASH_STEPS = [
  /** The order's lines written on the commerce checkout; nothing charged yet. */
  'after-lines',
  /** The card charged (transactionInitialize answered); the checkout not completed. */
  'after-charge',
  /** checkoutComplete answered the order; not reconciled, nothing redeemed. */
  'after-complete',
  /** Reconciled, just before the voucher service's redemption is asked. */
  'before-redeem',
  /** The voucher service recorded the redemption; the order still says PENDIENTE. */
  'after-redeem',
] as const;

export type CrashStep = (typeof CRASH_STEPS)[number];

export function crashPoint(file: string | undefined, step: CrashStep): void {
  if (!file) return;
  let wanted: string;
  try {
    wanted = readFileSync(file, 'utf8').trim();
  } catch {
    return;
  }
  if (wanted !== step) return;
  try {
    unlinkSync(file);
  } catch {
    return; // another worker took this crash
  }
  process.kill(process.pid, 'SIGKILL');
}
