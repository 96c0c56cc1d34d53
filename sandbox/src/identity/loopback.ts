import { isIPv4 } from 'node:net';

/**
 * True when a socket's peer address is the local machine (127.0.0.0/8, ::1, or IPv4-mapped 127.x). The admin
 * endpoints (pending codes, Admin* operations) answer only such peers.
 */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const normalized = address.toLowerCase();
  if (normalized === '::1' || normalized === '0:0:0:0:0:0:0:1') return true;
  const v4 = normalized.startsWith('::ffff:') ? normalized.slice('::ffff:'.length) : normalized;
  return isIPv4(v4) && v4.startsWith('127.');
}
