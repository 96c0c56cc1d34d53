/** The subscription check: initial, loading, success, error (requirements: "Subscriptions"). */
export type SubscriptionCheckStatus = 'initial' | 'loading' | 'success' | 'error';

export interface SubscriptionCheck<T> {
  status: SubscriptionCheckStatus;
  data: T | null;
}

export type SubscriptionCheckEvent<T> = { type: 'start' } | { type: 'loaded'; data: T } | { type: 'failed' };

export function subscriptionCheckReducer<T>(
  state: SubscriptionCheck<T>,
  event: SubscriptionCheckEvent<T>,
): SubscriptionCheck<T> {
  switch (event.type) {
    case 'start':
      return { status: 'loading', data: state.data };
    case 'loaded':
      return { status: 'success', data: event.data };
    case 'failed':
      return { status: 'error', data: null };
  }
}

/** The subscription service's states, as the shopper reads them. */
export function subscriptionStatusLabel(status: string): string {
  switch (status.toUpperCase()) {
    case 'ACTIVA':
      return 'Activa';
    case 'PAUSADA':
      return 'Pausada';
    case 'CANCELADA':
      return 'Cancelada';
    default:
      return status.charAt(0).toUpperCase() + status.slice(1).toLowerCase();
  }
}
