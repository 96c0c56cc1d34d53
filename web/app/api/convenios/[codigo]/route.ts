import { loadAgreement } from '@/features/partners/loaders';

const CODE = /^[a-z0-9-]{1,40}$/;

/**
 * `GET /api/convenios/<código>`: a partner agreement's state for the header's badge (features/partners/PartnerBadge),
 * read through the data cache like the home's. 404 for an unknown agreement, 503 when the gateway or the agreements
 * service fails (the badge is then simply not shown).
 */
export async function GET(_request: Request, { params }: { params: Promise<{ codigo: string }> }): Promise<Response> {
  const { codigo } = await params;
  const noStore = { 'cache-control': 'no-store' };
  if (!CODE.test(codigo)) return Response.json({ error: 'Convenio desconocido.' }, { status: 404, headers: noStore });
  const answer = await loadAgreement(codigo);
  if (!answer.ok) {
    return Response.json({ error: 'No pudimos cargar el convenio.' }, { status: 503, headers: noStore });
  }
  if (!answer.data) return Response.json({ error: 'Convenio desconocido.' }, { status: 404, headers: noStore });
  return Response.json({ agreement: answer.data }, { headers: { 'cache-control': 'private, max-age=300' } });
}
