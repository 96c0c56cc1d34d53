import { type DocumentNode, getOperationAST, OperationTypeNode, parse } from 'graphql';

/**
 * Which upstream calls may be retried. A retry repeats the request, so only calls with no effect beyond their answer
 * qualify: commerce queries (never mutations), and the REST operations listed here by operationId — the reads
 * (`obtener*`, `verificar*`, `validar*`, `listar*`) and the voucher service's `promociones` and `validaciones`
 * evaluations. Never `crear*`, `guardar*` or `redenciones` (`redimirPromociones`): repeating them could create a
 * second user, save a cart twice or redeem a voucher twice.
 */
export const IDEMPOTENT_REST_OPERATIONS: ReadonlySet<string> = new Set([
  // pharmacy
  'obtenerPersona',
  // sales
  'verificarSuscripcion',
  'obtenerSuscripciones',
  'validarUsuario',
  'obtenerCobertura',
  'obtenerPromociones', // POST /pbi-v2/api/v1/voucherify/promociones
  'validarPromociones', // POST /pbi-v2/api/v1/voucherify/validaciones
  'obtenerCupon',
  // sales2
  'listarCarrosAbandonados',
  'obtenerProductoRecomendado',
  'verificarCodigoUsuario',
]);

/** The same operations by path, for a call made without GraphQL resolve info. */
const IDEMPOTENT_REST_PATHS = [
  /\/api\/v1\/(obtener|verificar|validar|listar)\//,
  /\/api\/v1\/usuario\/verificacion\/codigo$/,
  /\/voucherify\/(promociones|validaciones)$/,
];

/** True when the REST operation (by operationId, else by URL path) is a read that may be repeated. */
export function isIdempotentRestCall(url: string, operationId: string | undefined): boolean {
  if (operationId) return IDEMPOTENT_REST_OPERATIONS.has(operationId);
  const path = new URL(url, 'http://upstream.local').pathname;
  return IDEMPOTENT_REST_PATHS.some((pattern) => pattern.test(path));
}

const operationTypes = new Map<string, OperationTypeNode | null>();

/** The type of the operation a GraphQL request body asks for (`query`, `mutation`…), or null when unreadable. */
export function graphqlOperationType(body: unknown): OperationTypeNode | null {
  if (typeof body !== 'string') return null;
  let payload: { query?: unknown; operationName?: unknown };
  try {
    payload = JSON.parse(body) as typeof payload;
  } catch {
    return null;
  }
  if (!payload || typeof payload.query !== 'string') return null;
  const key = `${typeof payload.operationName === 'string' ? payload.operationName : ''}|${payload.query}`;
  if (operationTypes.has(key)) return operationTypes.get(key) ?? null;
  let type: OperationTypeNode | null = null;
  try {
    const document: DocumentNode = parse(payload.query, { noLocation: true });
    type =
      getOperationAST(document, typeof payload.operationName === 'string' ? payload.operationName : undefined)
        ?.operation ?? null;
  } catch {
    type = null;
  }
  if (operationTypes.size >= 1000) operationTypes.delete(operationTypes.keys().next().value ?? '');
  operationTypes.set(key, type);
  return type;
}

/** Commerce calls are retried only when they are queries. */
export function isIdempotentGraphQLCall(body: unknown): boolean {
  return graphqlOperationType(body) === OperationTypeNode.QUERY;
}
