/**
 * The business handlers of the REST bases /sales, /sales2, /pharmacy and /agreements (schema/openapi/), except the voucher paths
 * (sandbox/src/vouchers). Mount with createRestHandler({routes: [...serviceRoutes(...), ...voucherRoutes(...)]}).
 */
import type { Catalog } from '../commerce/catalog';
import type { RestRoute } from '../rest/handler';
import type { Db } from '../store/db';
import { guardarCarroAbandonado, listarCarrosAbandonados } from './abandoned-carts';
import { enviarEliminacionCuenta } from './account-deletion';
import {
  actualizarDireccion,
  eliminarDireccion,
  listarDirecciones,
  predeterminarDireccion,
  registrarDireccion,
} from './addresses';
import { obtenerConvenio, obtenerMundo, verificarAfiliado } from './agreements';
import { consultarHojaReclamacion, registrarHojaReclamacion } from './complaints';
import { obtenerCobertura } from './coverage';
import { enviarConfirmacionPedido } from './order-confirmation';
import { obtenerPersona, validarUsuario } from './personas';
import { obtenerProductoRecomendado } from './recommendations';
import { crearUsuarioCognito } from './registration';
import { obtenerSuscripciones, verificarSuscripcion } from './subscriptions';
import { verificarCodigo } from './verification';

export { handleServicesAdmin } from './admin';
export { listPendingRegistrations, markRegistrationConsumed, type PendingRegistration } from './registration';
export { ensureServicesSeed } from './seed';

export interface ServiceRoutesOptions {
  db: Db;
  catalog: Catalog;
  /** Prefix of product image paths (e.g. http://localhost:4010); paths stay relative ("/media/...") without it. */
  mediaBaseUrl?: string | undefined;
  /** The storefront's address, for the links of the e-mails kept in the outbox. */
  storefrontUrl?: string | undefined;
}

export const DEFAULT_STOREFRONT_URL = 'http://localhost:3000';

export const SERVICE_PATHS = {
  obtenerPersona: '/personas/api/v1/obtener/persona',
  listarDirecciones: '/personas/api/v1/listar/direcciones',
  registrarDireccion: '/personas/api/v1/registrar/direccion',
  actualizarDireccion: '/personas/api/v1/actualizar/direccion',
  eliminarDireccion: '/personas/api/v1/eliminar/direccion',
  predeterminarDireccion: '/personas/api/v1/predeterminar/direccion',
  verificarSuscripcion: '/suscripciones/api/v1/verificar/suscripcion',
  obtenerSuscripciones: '/suscripciones/api/v1/obtener/suscripciones',
  crearUsuarioCognito: '/seguridad/api/v1/crear/usuario/cognito',
  validarUsuario: '/personas/api/v1/validar/usuario',
  obtenerCobertura: '/ventas/api/v1/obtener/cobertura',
  guardarCarroAbandonado: '/pbi-v2/api/v1/guardar/carro/abandonado',
  listarCarrosAbandonados: '/pbi-v2/api/v1/listar/carros/abandonados',
  obtenerProductoRecomendado: '/pbi-v2/api/v1/obtener/producto/recomendado',
  verificarCodigo: '/personas-v2/api/v1/usuario/verificacion/codigo',
  registrarHojaReclamacion: '/reclamaciones/api/v1/registrar/hoja',
  consultarHojaReclamacion: '/reclamaciones/api/v1/consultar/hoja',
  enviarConfirmacionPedido: '/notificaciones/api/v1/enviar/confirmacion/pedido',
  enviarEliminacionCuenta: '/notificaciones/api/v1/enviar/eliminacion/cuenta',
  obtenerConvenio: '/convenios/api/v1/obtener/convenio',
  obtenerMundo: '/convenios/api/v1/obtener/mundo',
  verificarAfiliado: '/convenios/api/v1/verificar/afiliado',
} as const;

/** The routes (db and catalog reach the handlers through the RestContext; they are taken here for symmetry). */
export function serviceRoutes(options: ServiceRoutesOptions): RestRoute[] {
  const media = { mediaBaseUrl: options.mediaBaseUrl };
  return [
    // pharmacy base
    { base: 'pharmacy', path: SERVICE_PATHS.obtenerPersona, audience: 'customer', handler: obtenerPersona },
    { base: 'pharmacy', path: SERVICE_PATHS.listarDirecciones, audience: 'customer', handler: listarDirecciones },
    { base: 'pharmacy', path: SERVICE_PATHS.registrarDireccion, audience: 'customer', handler: registrarDireccion },
    { base: 'pharmacy', path: SERVICE_PATHS.actualizarDireccion, audience: 'customer', handler: actualizarDireccion },
    { base: 'pharmacy', path: SERVICE_PATHS.eliminarDireccion, audience: 'customer', handler: eliminarDireccion },
    {
      base: 'pharmacy',
      path: SERVICE_PATHS.predeterminarDireccion,
      audience: 'customer',
      handler: predeterminarDireccion,
    },
    // sales base
    { base: 'sales', path: SERVICE_PATHS.verificarSuscripcion, audience: 'any', handler: verificarSuscripcion },
    {
      base: 'sales',
      path: SERVICE_PATHS.obtenerSuscripciones,
      audience: 'customer',
      handler: obtenerSuscripciones(media),
    },
    {
      base: 'sales',
      path: SERVICE_PATHS.crearUsuarioCognito,
      audience: 'any',
      handler: crearUsuarioCognito({ storefrontUrl: options.storefrontUrl ?? DEFAULT_STOREFRONT_URL }),
    },
    { base: 'sales', path: SERVICE_PATHS.validarUsuario, audience: 'any', handler: validarUsuario },
    { base: 'sales', path: SERVICE_PATHS.obtenerCobertura, audience: 'any', handler: obtenerCobertura },
    // sales-2 base
    { base: 'sales2', path: SERVICE_PATHS.guardarCarroAbandonado, audience: 'any', handler: guardarCarroAbandonado },
    {
      base: 'sales2',
      path: SERVICE_PATHS.listarCarrosAbandonados,
      audience: 'any',
      handler: listarCarrosAbandonados,
    },
    {
      base: 'sales2',
      path: SERVICE_PATHS.obtenerProductoRecomendado,
      audience: 'any',
      handler: obtenerProductoRecomendado(media),
    },
    { base: 'sales2', path: SERVICE_PATHS.verificarCodigo, audience: 'any', handler: verificarCodigo },
    // Libro de Reclamaciones: the gateway files for shoppers without a session, so any caller.
    {
      base: 'sales2',
      path: SERVICE_PATHS.registrarHojaReclamacion,
      audience: 'any',
      handler: registrarHojaReclamacion,
    },
    // A filed sheet back to its consumer (number and document): the gateway asks for shoppers without a session.
    {
      base: 'sales2',
      path: SERVICE_PATHS.consultarHojaReclamacion,
      audience: 'any',
      handler: consultarHojaReclamacion,
    },
    // The gateway asks for an order's confirmation e-mail after placing it, for customers and guests alike.
    {
      base: 'sales2',
      path: SERVICE_PATHS.enviarConfirmacionPedido,
      audience: 'any',
      handler: enviarConfirmacionPedido({ storefrontUrl: options.storefrontUrl ?? DEFAULT_STOREFRONT_URL }),
    },
    // The link that confirms an account's deletion, to the signed-in customer's own e-mail (the bearer's).
    {
      base: 'sales2',
      path: SERVICE_PATHS.enviarEliminacionCuenta,
      audience: 'customer',
      handler: enviarEliminacionCuenta,
    },
    // agreements base: the storefront reads agreements and worlds and verifies members without a session.
    { base: 'agreements', path: SERVICE_PATHS.obtenerConvenio, audience: 'any', handler: obtenerConvenio(media) },
    { base: 'agreements', path: SERVICE_PATHS.obtenerMundo, audience: 'any', handler: obtenerMundo(media) },
    { base: 'agreements', path: SERVICE_PATHS.verificarAfiliado, audience: 'any', handler: verificarAfiliado },
  ];
}
