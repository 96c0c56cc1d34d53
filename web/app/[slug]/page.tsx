import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { EditorJs } from '@/features/content/EditorJs';
import { editorJsPlainText } from '@/features/content/editorjs';
import { loadContentPage } from '@/features/content/loaders';
import { Breadcrumbs } from '@/features/shell/Breadcrumbs';

type Props = { params: Promise<{ slug: string }> };

// Rendered per request, as every page (the CSP nonce: app/layout.tsx); its data is cached (lib/cache-manifest.ts).

/** Content pages live at the site's root (`/nosotros`, `/libro-de-reclamaciones`, as the footer menu links them). */
const contentPage = cache(async (rawSlug: string) => {
  const slug = decodeURIComponent(rawSlug);
  if (!/^[a-z0-9-]{1,100}$/.test(slug)) notFound();
  const result = await loadContentPage(slug);
  if (!result.ok) throw new Error(`No se pudo cargar la página ${slug}`);
  if (!result.data.page) notFound();
  return result.data.page;
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await contentPage((await params).slug);
  const title = page.seoTitle ?? page.title;
  const description = page.seoDescription ?? (editorJsPlainText(page.content).slice(0, 160) || page.title);
  const canonical = `/${page.slug}`;
  return {
    title: { absolute: title },
    description,
    alternates: { canonical },
    openGraph: { title, description, url: canonical, type: 'article' },
  };
}

export default async function ContentPage({ params }: Props) {
  const page = await contentPage((await params).slug);
  return (
    <article className="page content-page">
      <Breadcrumbs items={[{ name: page.title }]} />
      <h1>{page.title}</h1>
      <EditorJs source={page.content} />
    </article>
  );
}
