import type { AgreementBanner } from './agreements';

/**
 * Address of a partner banner picture on the media host. The sandbox plays the media host locally
 * (`SANDBOX_PUBLIC_URL`); `MEDIA_PUBLIC_URL` points elsewhere when the real one exists.
 */
export function agreementBannerUrl(banner: AgreementBanner): string {
  const base = process.env.MEDIA_PUBLIC_URL ?? process.env.SANDBOX_PUBLIC_URL ?? 'http://localhost:4010';
  return new URL(`/media/banners/${encodeURIComponent(banner.key)}.png?size=1200`, base).toString();
}
