import type { ReactNode } from 'react';
import { Picture } from '../../lib/Picture';
import { EditorJs } from '../content/EditorJs';
import { Breadcrumbs, type Crumb } from '../shell/Breadcrumbs';
import styles from './CatalogueListingPage.module.css';
import type { ProductListVariables } from './listing';
import type { ProductPage } from './loaders';
import { ProductListing, productCount } from './ProductListing';

/** What a category or a collection page shows around its products. */
export interface CatalogueListingPageProps {
  /** `categoria` or `coleccion`: the listing's scroll root and the products heading's id. */
  root: 'categoria' | 'coleccion';
  /** The page's own class (category-page, collection-page). */
  className: string;
  crumbs: Crumb[];
  name: string;
  backgroundImage: { url: string } | null | undefined;
  /** Under the title: the category's "Desde" price, the collection's promotion badge. */
  heroNote?: ReactNode;
  /** EditorJS description. */
  description: unknown;
  /** Between the description and the products: the category's subcategories. */
  children?: ReactNode;
  /** Beside the products heading: the link to the filtered listing. */
  headAction?: ReactNode;
  page: ProductPage;
  variables: ProductListVariables;
}

/**
 * The one layout of the catalogue's listing pages (`/categoria/[slug]`, `/coleccion/[slug]`): breadcrumbs, the hero
 * (background image, name, a note), the description, then the products with their count and load-more. The pages
 * load their data through the features' loaders and hand it here.
 */
export function CatalogueListingPage(props: CatalogueListingPageProps) {
  const { root, page, variables, name } = props;
  const headingId = `${root}-productos`;
  return (
    <div className={`page ${props.className}`}>
      <Breadcrumbs items={props.crumbs} />
      <header className={`page-header ${styles.hero}`}>
        {props.backgroundImage && (
          <Picture
            className={styles.heroImage}
            src={props.backgroundImage.url}
            alt=""
            width={1200}
            height={400}
            sizes="(max-width: 1200px) 100vw, 1200px"
            priority
          />
        )}
        <div className={styles.heroText}>
          <h1>{name}</h1>
          {props.heroNote}
        </div>
      </header>
      <EditorJs source={props.description} className="rich-text intro" />
      {props.children}
      <section aria-labelledby={headingId} className="listing-results">
        <div className="section-head">
          <h2 id={headingId}>Productos</h2>
          <p className="muted">{productCount(page.totalCount ?? page.products.length)}</p>
          {props.headAction}
        </div>
        <ProductListing page={page} variables={variables} root={root} label={`Productos de ${name}`} />
      </section>
    </div>
  );
}
