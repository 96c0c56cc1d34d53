'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { readSession } from '../../lib/session-storage';
import { usePartnerFlags } from '../partners/FlagsProvider';
import { pushDataLayer } from './data-layer';
import { formNavigation, linkNavigation, parseMenuPath } from './link-navigation';
import { PREVIOUS_ROUTE_KEY, parseRouteRecord, shouldGoBackHome } from './previous-route';

/**
 * The storefront's one link handler: internal links navigate client-side with the partner flags kept, a link to home
 * (`data-home-link`) goes back when the previous route was home, and menu links (`data-menu-path`) push `menu_click`.
 * GET forms without a handler of their own (the header's search) are submitted the same way.
 * It listens on the document after React, so a component that handles its own event (preventDefault) wins.
 */
export function LinkInterceptor() {
  const router = useRouter();
  const flags = usePartnerFlags();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const menuPath = parseMenuPath(anchor.dataset.menuPath);
      // The domain package is loaded on the first menu click, not with every page (its formatters cost start-up time).
      if (menuPath) {
        void import('@cuida/domain').then(({ menuClickEvent }) =>
          pushDataLayer(window as Window & { dataLayer?: unknown[] }, menuClickEvent(menuPath)),
        );
      }
      const target = linkNavigation(
        { href: anchor.getAttribute('href') ?? '', target: anchor.target, download: anchor.hasAttribute('download') },
        event,
        window.location,
        flags,
      );
      if (target === null) return;
      event.preventDefault();
      if ('homeLink' in anchor.dataset) {
        const previous = parseRouteRecord(readSession(PREVIOUS_ROUTE_KEY));
        if (shouldGoBackHome(previous, window.location.pathname)) {
          router.back();
          return;
        }
      }
      router.push(target);
    };
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target;
      if (event.defaultPrevented || !(form instanceof HTMLFormElement) || form.method.toLowerCase() !== 'get') return;
      if (form.target && form.target !== '_self') return;
      const fields = [...new FormData(form, event.submitter).entries()].flatMap(([name, value]) =>
        typeof value === 'string' ? [[name, value] as [string, string]] : [],
      );
      const target = formNavigation(form.getAttribute('action') ?? '', fields, window.location, flags);
      if (target === null) return;
      event.preventDefault();
      router.push(target);
    };
    document.addEventListener('click', onClick);
    document.addEventListener('submit', onSubmit);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('submit', onSubmit);
    };
  }, [router, flags]);
  return null;
}
