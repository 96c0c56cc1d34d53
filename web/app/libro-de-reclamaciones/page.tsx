import type { Metadata } from 'next';
import { ComplaintBook } from '@/features/complaints/ComplaintBook';
import { EditorJs } from '@/features/content/EditorJs';
import { loadContentPage } from '@/features/content/loaders';
import { Breadcrumbs } from '@/features/shell/Breadcrumbs';
import { loadShellMenus } from '@/features/shell/loaders';
import { browserGatewayEndpoint } from '@/lib/site';
import styles from './page.module.css';

const SLUG = 'libro-de-reclamaciones';

// Rendered per request, as every page (the CSP nonce: app/layout.tsx); its data is cached (lib/cache-manifest.ts).

export const metadata: Metadata = {
  title: 'Libro de Reclamaciones',
  description: 'Registra tu reclamo o queja en el Libro de Reclamaciones virtual de Cuida (Ley N.° 29571).',
  alternates: { canonical: `/${SLUG}` },
};

/**
 * The Libro de Reclamaciones virtual: the provider's identity (the store's, from the content backend), the content
 * page's text when there is one, and the form. The form works without the content page: the law asks for the book,
 * not for the page.
 */
export default async function ComplaintsBookPage() {
  const [{ store }, content] = await Promise.all([loadShellMenus(), loadContentPage(SLUG)]);
  const page = content.ok ? content.data.page : null;
  return (
    <div className={`page ${styles.complaintsPage}`}>
      <Breadcrumbs items={[{ name: 'Libro de Reclamaciones' }]} />
      <h1>Libro de Reclamaciones</h1>
      {(store.legalName || store.ruc) && (
        <p className="provider" data-testid="complaints-provider">
          {[store.legalName, store.ruc ? `RUC ${store.ruc}` : null, store.address].filter(Boolean).join(' · ')}
        </p>
      )}
      {page && <EditorJs source={page.content} className="rich-text intro" />}
      <ComplaintBook endpoint={browserGatewayEndpoint()} store={store} />
    </div>
  );
}
