// First, so that every component's module comes after the reset and the tokens and wins over them at equal specificity.
import './globals.css';
import type { Metadata, Viewport } from 'next';
import { connection } from 'next/server';
import type { ReactNode } from 'react';
import { SessionNotice } from '@/features/account/SessionNotice';
import { SessionProvider } from '@/features/account/SessionProvider';
import { CartProvider } from '@/features/cart/CartProvider';
import { AnalyticsIdentity } from '@/features/navigation/AnalyticsIdentity';
import { LinkInterceptor } from '@/features/navigation/LinkInterceptor';
import { NavigationTracker } from '@/features/navigation/NavigationTracker';
import { RouteFocus } from '@/features/navigation/RouteFocus';
import { FlagsProvider } from '@/features/partners/FlagsProvider';
import { Footer } from '@/features/shell/Footer';
import { Header } from '@/features/shell/Header';
import { loadShellMenus } from '@/features/shell/loaders';
import { deliveryPhrase } from '@/features/shell/store-identity';
import { ERROR_TRACKING_ENVIRONMENT_META, ERROR_TRACKING_META } from '@/lib/error-tracking/browser';
import { errorTrackingConfig } from '@/lib/error-tracking/dsn';
import { ErrorTrackingListener } from '@/lib/error-tracking/ErrorTrackingListener';
import { SESSION_GATEWAY_ENDPOINT, SITE_NAME, siteUrl } from '@/lib/site';

export async function generateMetadata(): Promise<Metadata> {
  const { store } = await loadShellMenus();
  const tracking = errorTrackingConfig(process.env);
  return {
    metadataBase: siteUrl(),
    title: { default: 'Cuida · Farmacia y salud en línea', template: `%s · ${SITE_NAME}` },
    description: `Medicamentos, cuidado personal y bienestar${deliveryPhrase(store)}.`,
    applicationName: SITE_NAME,
    openGraph: { siteName: SITE_NAME, locale: 'es_PE', type: 'website' },
    formatDetection: { telephone: false },
    // The browser's error-tracking client reads its DSN here (lib/error-tracking/browser.ts); absent when it is off.
    ...(tracking
      ? { other: { [ERROR_TRACKING_META]: tracking.dsn, [ERROR_TRACKING_ENVIRONMENT_META]: tracking.environment } }
      : {}),
  };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#0b6e4f' };

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Every page renders per request: its scripts must carry this request's CSP nonce (proxy.ts), which a prerendered or
  // ISR-cached page could not. The catalogue data stays in the data cache (src/lib/security-headers.ts says why).
  await connection();
  const menus = await loadShellMenus();
  return (
    <html lang="es-PE">
      <body>
        <FlagsProvider>
          <SessionProvider>
            <CartProvider endpoint={SESSION_GATEWAY_ENDPOINT}>
              <a className="skip-link" href="#contenido">
                Saltar al contenido
              </a>
              <Header navbar={menus.navbar} navigation={menus.navigation} />
              <SessionNotice />
              <main id="contenido" tabIndex={-1}>
                {children}
              </main>
              <Footer items={menus.footer} store={menus.store} />
              <NavigationTracker />
              <RouteFocus />
              <AnalyticsIdentity />
              <LinkInterceptor />
              <ErrorTrackingListener />
            </CartProvider>
          </SessionProvider>
        </FlagsProvider>
      </body>
    </html>
  );
}
