/**
 * Coverage (sales base, POST /ventas/api/v1/obtener/cobertura): districts served with their delivery price and
 * ring, the delivery price tiers, the express window and the delivery options with each one's own tiers, all read
 * from the store.
 */
import { z } from 'zod';
import type { RestHandler } from '../rest/handler';
import { optional, parsePayload, toNumber } from './common';
import { UNCOVERED_KNOWN_DISTRICTS } from './data/coverage';

export const ObtenerCoberturaPayload = z.object({
  idDistritos: optional(
    z
      .array(
        z
          .string()
          .trim()
          .regex(/^\d{6}$/, { message: 'debe ser un ubigeo INEI de 6 dígitos' }),
      )
      .max(100),
  ),
});

interface DistrictRow {
  id: string;
  name: string;
  province: string;
  ring: number;
  shipping_price: string | number | null;
}

const DEFAULT_TIER = 'Defecto';

interface Distrito {
  idDistrito: string;
  nomDistrito: string | null;
  provincia: string | null;
  anillo: number | null;
  precioEnvio: number | null;
  cubierto: boolean;
}

export const obtenerCobertura: RestHandler = async (payload, { db }) => {
  const parsed = parsePayload(ObtenerCoberturaPayload, payload);
  if (!parsed.ok) return parsed.outcome;
  const [districts, tiers, options, settings, optionTiers] = await Promise.all([
    db.query<DistrictRow>(
      'SELECT id, name, province, ring, shipping_price FROM coverage_district ORDER BY position, id',
    ),
    db.query<{ ticket_threshold: string | number | null; delivery_price: string | number }>(
      'SELECT ticket_threshold, delivery_price FROM delivery_tier ORDER BY ticket_threshold NULLS FIRST',
    ),
    db.query<{ id: number; kind: string; name: string; description: string; is_default: boolean }>(
      'SELECT id, kind, name, description, is_default FROM delivery_option ORDER BY position, id',
    ),
    db.query<{ key: string; value: string }>('SELECT key, value FROM coverage_setting'),
    db.query<{ option_kind: string; ticket_threshold: string | number | null; delivery_price: string | number }>(
      'SELECT option_kind, ticket_threshold, delivery_price FROM delivery_option_tier ORDER BY ticket_threshold NULLS FIRST',
    ),
  ]);
  const toTarifa = (tier: { ticket_threshold: string | number | null; delivery_price: string | number }) => ({
    precioTicket: tier.ticket_threshold === null ? DEFAULT_TIER : Number(tier.ticket_threshold),
    precioDelivery: Number(tier.delivery_price),
  });

  const covered = (row: DistrictRow): Distrito => ({
    idDistrito: row.id,
    nomDistrito: row.name,
    provincia: row.province,
    anillo: row.ring,
    precioEnvio: toNumber(row.shipping_price),
    cubierto: true,
  });
  let distritos: Distrito[];
  const requested = parsed.data.idDistritos;
  if (requested === undefined) {
    distritos = districts.map(covered);
  } else {
    const byId = new Map(districts.map((row) => [row.id, row]));
    distritos = [...new Set(requested)].map((id) => {
      const row = byId.get(id);
      return row ? covered(row) : uncovered(id);
    });
  }

  const setting = new Map(settings.map((row) => [row.key, row.value]));
  const defaultOption = options.find((option) => option.is_default);
  return {
    ok: true,
    payload: {
      distritos,
      tarifas: tiers.map(toTarifa),
      express: {
        horaInicio: setting.get('express.horaInicio') ?? '08:00',
        horaCorte: setting.get('express.horaCorte') ?? '21:00',
        zonaHoraria: setting.get('express.zonaHoraria') ?? 'America/Lima',
      },
      opcionesEntrega: options.map((option) => ({
        id: option.id,
        tipo: option.kind,
        nombre: option.name,
        descripcion: option.description,
        predeterminada: option.is_default,
        tarifas: optionTiers.filter((tier) => tier.option_kind === option.kind).map(toTarifa),
      })),
      idOpcionEntregaPredeterminada: defaultOption?.id ?? null,
    },
  };
};

function uncovered(id: string): Distrito {
  const known = UNCOVERED_KNOWN_DISTRICTS.find((district) => district.id === id);
  return {
    idDistrito: id,
    nomDistrito: known?.name ?? null,
    provincia: known?.province ?? null,
    anillo: null,
    precioEnvio: null,
    cubierto: false,
  };
}
