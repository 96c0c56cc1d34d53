import buttons from '@/ui/button.module.css';
import { Options } from '../../lib/form-fields';
import styles from './Filters.module.css';
import { FiltersToggle } from './FiltersToggle';
import { type ListingParams, SORT_OPTIONS } from './listing';

export interface CategoryOption {
  slug: string;
  name: string;
  children?: { slug: string; name: string }[];
}

/**
 * Filters and sort of a listing: category, brand or laboratory, price range (listings show products in stock only). A server-rendered GET form:
 * they apply together with the button (nothing navigates while a shopper is still choosing, WCAG 3.2.2), and the
 * shell's LinkInterceptor submits it client-side, leaving empty fields out and adding the partner flags. Below 768 px
 * the panel folds behind a toggle, the only part with script.
 */
export function Filters({
  action,
  params,
  categories,
  brands,
}: {
  action: '/productos' | '/buscar';
  params: ListingParams;
  categories?: CategoryOption[];
  brands: string[];
}) {
  const panelId = `filtros-${action.slice(1)}`;
  // Clearing keeps what the list is about: the search text, or the category.
  const clearHref =
    action === '/buscar'
      ? `/buscar?q=${encodeURIComponent(params.query ?? '')}`
      : `/productos${params.category ? `?categoria=${encodeURIComponent(params.category)}` : ''}`;

  return (
    <section className="filters" aria-labelledby={`${panelId}-title`}>
      <h2 id={`${panelId}-title`} className="visually-hidden">
        Filtrar y ordenar
      </h2>
      <FiltersToggle panelId={panelId} />
      <form id={panelId} className={styles.filtersPanel} action={action} method="get" data-testid="filters">
        {params.query && <input type="hidden" name="q" value={params.query} />}
        {categories && (
          <div className="field">
            <label htmlFor={`${panelId}-categoria`}>Categoría</label>
            <select id={`${panelId}-categoria`} name="categoria" defaultValue={params.category ?? ''}>
              {categories.map((category) =>
                category.children?.length ? (
                  <optgroup key={category.slug} label={category.name}>
                    <option value={category.slug}>Todo {category.name}</option>
                    <Options items={category.children} value={(child) => child.slug} label={(child) => child.name} />
                  </optgroup>
                ) : (
                  <option key={category.slug} value={category.slug}>
                    {category.name}
                  </option>
                ),
              )}
            </select>
          </div>
        )}
        <div className="field">
          <label htmlFor={`${panelId}-marca`}>Marca o laboratorio</label>
          <select id={`${panelId}-marca`} name="marca" defaultValue={params.brand ?? ''}>
            <option value="">Todas</option>
            {params.brand && !brands.includes(params.brand) && <option value={params.brand}>{params.brand}</option>}
            {brands.map((brand) => (
              <option key={brand} value={brand}>
                {brand}
              </option>
            ))}
          </select>
        </div>
        <fieldset className={`field ${styles.priceRange}`}>
          <legend>Precio (S/)</legend>
          <PriceBound panelId={panelId} bound="min" value={params.minPrice} />
          <span aria-hidden="true">–</span>
          <PriceBound panelId={panelId} bound="max" value={params.maxPrice} />
        </fieldset>
        <div className="field">
          <label htmlFor={`${panelId}-orden`}>Ordenar por</label>
          <select id={`${panelId}-orden`} name="orden" defaultValue={params.sort}>
            <Options items={SORT_OPTIONS} value={(option) => option.value} label={(option) => option.label} />
          </select>
        </div>
        <div className={styles.filtersActions}>
          <button type="submit" className={buttons.button}>
            Aplicar
          </button>
          <a href={clearHref} className={styles.filtersClear}>
            Limpiar filtros
          </a>
        </div>
      </form>
    </section>
  );
}

const PRICE_BOUNDS = {
  min: { name: 'precioMin', label: 'Precio mínimo', placeholder: 'Mín.' },
  max: { name: 'precioMax', label: 'Precio máximo', placeholder: 'Máx.' },
} as const;

/** One end of the price range: a labelled number in soles, named as the listing's address reads it. */
function PriceBound({
  panelId,
  bound,
  value,
}: {
  panelId: string;
  bound: keyof typeof PRICE_BOUNDS;
  value: number | null;
}) {
  const { name, label, placeholder } = PRICE_BOUNDS[bound];
  const id = `${panelId}-${bound}`;
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="number"
        inputMode="decimal"
        min={0}
        step="0.1"
        placeholder={placeholder}
        defaultValue={value ?? ''}
      />
    </>
  );
}
