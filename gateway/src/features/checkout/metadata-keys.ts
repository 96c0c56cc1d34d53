import { ErrorCode, gatewayError } from '../../errors/codes';

/**
 * The metadata keys the storefront writes on a checkout (requirements: "Checkout metadata" and "Checkout restore", and the
 * delivery choice of step 2: type, programado date, delivery option id, district, reference, the person who picks
 * the order up; web/src/features/checkout/metadata.ts writes them). Clients
 * write only these through the gateway: metadata is readable by anyone holding the object, so nothing else (and
 * never an owner or a price) may be planted there.
 */
export const CHECKOUT_METADATA_KEYS: ReadonlySet<string> = new Set([
  'cliente.tipoDocumento',
  'cliente.numeroDocumento',
  'cliente.nombre',
  'cliente.apellidoPaterno',
  'cliente.apellidoMaterno',
  'cliente.fechaNacimiento',
  'cliente.telefono',
  'cliente.email',
  'cliente.codigoCompra',
  'productos.compraUnica',
  'descuento.cupon',
  'entrega.tipo',
  'entrega.fecha',
  'entrega.horario',
  'entrega.distrito',
  'entrega.referencia',
  'entrega.recogeNombre',
  'entrega.recogeDocumento',
]);

/** Refuses (BAD_USER_INPUT, naming the field) any key outside the storefront's list. */
export function assertCheckoutMetadataKeys(items: unknown, field: string): void {
  if (!Array.isArray(items)) return;
  const unknown = items
    .map((item) => (item && typeof item === 'object' ? (item as { key?: unknown }).key : undefined))
    .filter((key) => typeof key !== 'string' || !CHECKOUT_METADATA_KEYS.has(key));
  if (unknown.length > 0) {
    throw gatewayError(
      ErrorCode.BAD_USER_INPUT,
      `Metadata key not allowed: ${unknown.map((key) => JSON.stringify(String(key)).slice(0, 80)).join(', ')}. Allowed: ${[...CHECKOUT_METADATA_KEYS].join(', ')}.`,
      { field },
    );
  }
}
