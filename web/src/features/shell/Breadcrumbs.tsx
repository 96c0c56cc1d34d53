export interface Crumb {
  name: string;
  href?: string;
}

/** "Inicio › Farmacia › Dolor y fiebre": the last crumb is the current page. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const all: Crumb[] = [{ name: 'Inicio', href: '/' }, ...items];
  return (
    <nav aria-label="Ruta de navegación" className="breadcrumbs">
      <ol>
        {all.map((crumb, index) =>
          index === all.length - 1 || !crumb.href ? (
            <li key={crumb.name} aria-current={index === all.length - 1 ? 'page' : undefined}>
              {crumb.name}
            </li>
          ) : (
            <li key={crumb.name}>
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
