import type { SessionContext } from '@cuida/domain';

/**
 * The partner context (requirements: "Partner flags"): the storefront's query flags appRimac, appCI and zonaNoClientes. Partner apps send
 * them as headers (`X-App-Rimac: true`, `X-App-CI: true`, `X-Zona-No-Clientes: true`); an operation's `context`
 * argument, when given, wins.
 */
export interface PartnerContextInput {
  appRimac?: boolean | null;
  appCI?: boolean | null;
  zonaNoClientes?: boolean | null;
}

const flag = (headers: Headers, name: string) => headers.get(name)?.trim().toLowerCase() === 'true';

export function partnerContextFromHeaders(headers: Headers): SessionContext {
  return {
    appRimac: flag(headers, 'x-app-rimac'),
    appCI: flag(headers, 'x-app-ci'),
    zonaNoClientes: flag(headers, 'x-zona-no-clientes'),
  };
}

export function resolvePartnerContext(
  fromHeaders: SessionContext,
  argument?: PartnerContextInput | null,
): SessionContext {
  if (!argument) return fromHeaders;
  return {
    appRimac: argument.appRimac ?? fromHeaders.appRimac,
    appCI: argument.appCI ?? fromHeaders.appCI,
    zonaNoClientes: argument.zonaNoClientes ?? fromHeaders.zonaNoClientes,
  };
}
