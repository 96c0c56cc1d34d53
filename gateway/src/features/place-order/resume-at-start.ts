import type { GatewayServices } from '../../context';
import { withCallImportance } from '../../upstreams/resilience';
import { resumePendingConfirmations } from './confirmation';
import { resumePendingRedemptions } from './pending-redemptions';

/**
 * Waits between sweeps while the commerce API cannot be read: a whole stack starting at once (or the commerce API
 * restarting with the gateway) must not leave a dead process's orders unredeemed or unconfirmed until the next
 * restart. About ten minutes in all.
 */
export const RESUME_RETRY_DELAYS_MS = [
  2_000, 5_000, 10_000, 20_000, 40_000, 60_000, 60_000, 60_000, 60_000, 60_000, 60_000, 60_000, 60_000, 60_000,
];

const unrefSleep = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms).unref();
  });

/**
 * What a gateway process does once it serves: the recent orders a process that died left with a pending voucher
 * redemption or confirmation e-mail get them (pending-redemptions.ts, confirmation.ts). The sweeps run as
 * `background` calls, on circuits of their own: when the commerce API is not up yet, their failures do not open the
 * circuit the shoppers' pages go through. A sweep that could not read the orders runs again after each delay, until
 * it could. Answers whether both sweeps read the orders.
 */
export function resumeOrdersAtStart(
  services: GatewayServices,
  retries: { schedule(orderId: string): void },
  options: { delaysMs?: readonly number[]; sleep?: (ms: number) => Promise<void>; stopped?: () => boolean } = {},
): Promise<boolean> {
  const delays = options.delaysMs ?? RESUME_RETRY_DELAYS_MS;
  const sleep = options.sleep ?? unrefSleep;
  return withCallImportance('background', async () => {
    let redemptionsRead = false;
    let confirmationsRead = false;
    for (let attempt = 0; ; attempt++) {
      if (options.stopped?.()) return false;
      if (!redemptionsRead) redemptionsRead = (await resumePendingRedemptions(services, retries)) !== null;
      if (!confirmationsRead) confirmationsRead = (await resumePendingConfirmations(services)) !== null;
      if (redemptionsRead && confirmationsRead) return true;
      const delay = delays[attempt];
      if (delay === undefined) {
        services.log({
          level: 'error',
          msg: 'gave up looking for orders left pending at start',
          attempts: attempt + 1,
        });
        return false;
      }
      await sleep(delay);
    }
  });
}
