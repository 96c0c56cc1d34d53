import styles from './Breadcrumbs.module.css';

export interface Crumb {
  name: string;
  href?: string;
}

/** A category with its parents as the commerce API nests them (`parent.parent…`). */
export interface CategoryInTree {
  name: string;
  slug: string;
  parent?: CategoryInTree | null;
}

/**
 * The whole path of a category, top level first — "Mamá y Bebé › Pañales › Pañales desechables" —, each a link to
 * its page; however deep the tree the query asked for.
 */
export function categoryTrail(category: CategoryInTree | null | undefined): Crumb[] {
  const trail: Crumb[] = [];
  for (let node = category; node; node = node.parent) {
    trail.unshift({ name: node.name, href: `/categoria/${encodeURIComponent(node.slug)}` });
  }
  return trail;
}

/** "Inicio › Farmacia › Dolor y fiebre": the last crumb is the current page. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const all: Crumb[] = [{ name: 'Inicio', href: '/' }, ...items];
  return (
    <nav aria-label="Ruta de navegación" className={styles.breadcrumbs}>
      <ol>
        {all.map((crumb, index) =>
          index === all.length - 1 || !crumb.href ? (
            <li key={`${crumb.href ?? ''} ${crumb.name}`} aria-current={index === all.length - 1 ? 'page' : undefined}>
              {crumb.name}
            </li>
          ) : (
            <li key={`${crumb.href} ${crumb.name}`}>
              <a href={crumb.href} data-home-link={crumb.href === '/' ? true : undefined}>
                {crumb.name}
              </a>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
