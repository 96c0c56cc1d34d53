/** Saleor's order statuses as the customer reads them (requirements: "Order history"). */
const LABELS: Record<string, string> = {
  DRAFT: 'Borrador',
  UNCONFIRMED: 'Por confirmar',
  UNFULFILLED: 'En preparación',
  PARTIALLY_FULFILLED: 'Entregado en parte',
  FULFILLED: 'Entregado',
  PARTIALLY_RETURNED: 'Devuelto en parte',
  RETURNED: 'Devuelto',
  CANCELED: 'Cancelado',
  EXPIRED: 'Vencido',
};

export const orderStatusLabel = (status: string): string => LABELS[status] ?? status;

/** An order's date in Lima, e.g. "25/11/2026". */
export function orderDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('es-PE', {
    timeZone: 'America/Lima',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(date);
}
