import type { GatewayServices } from '../../context';
import { REDEMPTION_KEY } from './order-metadata';
import { parseRedemption } from './redemption';

const RECENT_REDEMPTIONS = /* GraphQL */ `
  query PendingRedemptions($first: Int) {
    orders(first: $first, sortBy: { field: NUMBER, direction: DESC }) {
      edges { node { id redemption: privateMetafield(key: "${REDEMPTION_KEY}") } }
    }
  }
`;

interface RecentRedemptions {
  orders: { edges: { node: { id: string; redemption: string | null } }[] } | null;
}

/**
 * When a gateway process starts — a worker the cluster primary restarts after a crash among them — the most recent
 * orders whose voucher redemption is still PENDIENTE get the background retries again. Such an order was completed
 * by a process that died before redeeming it (or before its own background retries succeeded), and nothing else
 * would redeem it unless its shopper called placeOrder again. Each retry is idempotent (the checkout's token is the
 * voucher service's session key), so orders another live process is redeeming at the same moment are safe.
 * Answers the orders scheduled, or null when the commerce API could not be read (logged; resume-at-start.ts tries
 * again).
 */
export async function resumePendingRedemptions(
  services: GatewayServices,
  retries: { schedule(orderId: string): void },
  recent = 100,
): Promise<string[] | null> {
  let answer: RecentRedemptions;
  try {
    answer = await services.commerce.query<RecentRedemptions>(RECENT_REDEMPTIONS, { first: recent });
  } catch (error) {
    services.log({
      level: 'warn',
      msg: 'could not look for pending voucher redemptions at start',
      error: error instanceof Error ? error.message : String(error),
    });
    return null;
  }
  const pending = (answer.orders?.edges ?? [])
    .filter(({ node }) => parseRedemption(node.redemption)?.estado === 'PENDIENTE')
    .map(({ node }) => node.id);
  for (const orderId of pending) retries.schedule(orderId);
  if (pending.length > 0) {
    services.log({ level: 'warn', msg: 'pending voucher redemptions found at start; retrying them', orders: pending });
  }
  return pending;
}
