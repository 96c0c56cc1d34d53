/**
 * The last sheet filed in this tab, kept so that a reload (or coming back to the page) shows its receipt again
 * (requirements: "Libro de Reclamaciones"). Session storage: it holds the consumer's data, so it leaves with the tab;
 * the consumer's lasting copy is the e-mail the complaints service sends when the sheet is filed.
 */
import { readSession, removeSession, type SessionStore, saveSession } from '../../lib/session-storage';
import type { Receipt } from './ComplaintReceipt';

export const KEPT_RECEIPT_KEY = 'cuida:complaint-receipt';

export function keepReceipt(receipt: Receipt, store?: SessionStore | null): void {
  saveSession(KEPT_RECEIPT_KEY, receipt, store);
}

/** The kept receipt, or null when there is none or it is not one (an old or altered value). */
export function keptReceipt(store?: SessionStore | null): Receipt | null {
  const value = readSession<unknown>(KEPT_RECEIPT_KEY, store);
  if (!value || typeof value !== 'object') return null;
  const receipt = value as Partial<Receipt>;
  return typeof receipt.number === 'string' &&
    /^\d{6}-\d{4}$/.test(receipt.number) &&
    typeof receipt.submittedAt === 'string' &&
    typeof receipt.kind === 'string' &&
    receipt.consumer != null &&
    receipt.item != null
    ? (receipt as Receipt)
    : null;
}

export const forgetReceipt = (store?: SessionStore | null) => removeSession(KEPT_RECEIPT_KEY, store);
