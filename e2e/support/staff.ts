import { inject } from 'vitest';

/** The seeded staff account (group pharmacy-staff), as the gateway tests sign it in. */
const STAFF = { email: 'farmacia@cuida.pe', password: 'Cuida2026!', clientId: 'cuida-web-client' };

/** A staff ID token from the sandbox's identity provider (Cognito's InitiateAuth, USER_PASSWORD_AUTH). */
export async function staffIdToken(): Promise<string> {
  const response = await fetch(`${inject('identityUrl')}/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: STAFF.clientId,
      AuthParameters: { USERNAME: STAFF.email, PASSWORD: STAFF.password },
    }),
  });
  const body = (await response.json()) as { AuthenticationResult?: { IdToken: string } };
  if (!response.ok || !body.AuthenticationResult) throw new Error(`staff sign-in failed: ${JSON.stringify(body)}`);
  return body.AuthenticationResult.IdToken;
}

export interface ListedAbandonedCart {
  tipoDocumento: number;
  numeroDocumento: string;
  nombre: string;
  telefono: string;
  email: string;
  puertaEntrada: string;
  productos: { cantidad: number; nombre: string; precio: number; sku: string }[];
  fechaPrimerProducto: string;
  fechaUltimoProducto: string;
}

/** The sales2 staff listing (`listar/carros/abandonados`) of one document's abandoned carts. */
export async function abandonedCartsOf(documentNumber: string): Promise<ListedAbandonedCart[]> {
  const response = await fetch(`${inject('sandboxUrl')}/sales2/pbi-v2/api/v1/listar/carros/abandonados`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await staffIdToken()}` },
    body: JSON.stringify({
      request: {
        trace: {
          channelId: 'WEB',
          consumerId: 'cuida-e2e',
          moduleId: 'storefront',
          serviceId: 'idle-cart',
          traceId: `e2e-${Date.now()}`,
          timestamp: new Date().toISOString(),
        },
        payload: { numeroDocumento: documentNumber },
      },
    }),
  });
  const body = (await response.json()) as {
    response: { status: { success: boolean; code: string }; payload?: { carros: ListedAbandonedCart[] } };
  };
  if (!body.response.status.success) throw new Error(`listing refused: ${body.response.status.code}`);
  return body.response.payload?.carros ?? [];
}
