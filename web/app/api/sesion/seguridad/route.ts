import { DEVICES_PER_PAGE, securityApi, withAccessToken } from '@/features/account/security/security-route';
import { json, sessionGet } from '@/features/account/session-route';

const PAGE = /^[\w-]{1,1024}$/;

/**
 * The account's security settings: its remembered devices (60 a page; `?pagina=` is the pool's next-page token) and
 * its second factors. GET: it reads, changes nothing.
 */
export const GET = sessionGet('seguridad', (request, services) =>
  withAccessToken(request, services, async (accessToken, cookies) => {
    const page = request.nextUrl.searchParams.get('pagina');
    const api = securityApi();
    const [devices, secondFactors] = await Promise.all([
      api.listDevices(accessToken, DEVICES_PER_PAGE, page && PAGE.test(page) ? page : null),
      page ? Promise.resolve(null) : api.secondFactors(accessToken),
    ]);
    return cookies.on(json({ devices: devices.devices, nextPage: devices.nextPage, secondFactors }));
  }),
);
