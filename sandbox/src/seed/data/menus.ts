/**
 * Menus by slug: navbar (top bar), footer (three levels) and navigation (mobile drawer).
 * Items reference categories, collections and pages by slug; catalog.ts resolves them to ids and assigns
 * menu item ids, unique across all menus, in this order.
 */
import type { CategoryDef } from './categories';

export interface MenuItemDef {
  name: string;
  /** Exactly one target. */
  url?: string;
  category?: string;
  collection?: string;
  page?: string;
  children?: MenuItemDef[];
}

export interface MenuDef {
  name: string;
  slug: string;
  items: MenuItemDef[];
}

/** Slug of a category definition, as catalog.ts derives it. */
export type SlugOf = (category: CategoryDef) => string;

function categoryItem(category: CategoryDef, slugOf: SlugOf, depth: number): MenuItemDef {
  return {
    name: category.name,
    category: slugOf(category),
    children: depth > 1 ? (category.children ?? []).map((child) => categoryItem(child, slugOf, depth - 1)) : [],
  };
}

/** Footer "Categorías" group: category › subcategory, the footer's third level. */
const FOOTER_CATEGORIES: Record<string, string[]> = {
  farmacia: ['dolor-y-fiebre', 'antigripales', 'digestivos'],
  'mama-y-bebe': ['panales', 'formulas-infantiles', 'cuidado-del-bebe'],
  nutricion: ['vitaminas-y-minerales', 'suplementos'],
  'dermatologia-y-cosmetica': ['proteccion-solar', 'limpieza-facial', 'hidratacion'],
  'dispositivos-medicos': ['tensiometros', 'glucometros'],
};

export function buildMenuDefs(tree: CategoryDef[], slugOf: SlugOf): MenuDef[] {
  const storefront = tree.filter((category) => category.inChannel !== false);
  const bySlug = new Map<string, CategoryDef>();
  const index = (categories: CategoryDef[]) => {
    for (const category of categories) {
      bySlug.set(slugOf(category), category);
      index(category.children ?? []);
    }
  };
  index(tree);
  const named = (slug: string) => {
    const category = bySlug.get(slug);
    if (!category) throw new Error(`menu: unknown category ${slug}`);
    return category.name;
  };

  return [
    {
      name: 'navbar',
      slug: 'navbar',
      items: [
        { name: 'Ofertas', collection: 'ofertas' },
        { name: 'Cyber', collection: 'cyber-salud' },
        // Three levels: the desktop menu opens each category's subcategories and theirs.
        ...storefront.map((category) => categoryItem(category, slugOf, 3)),
      ],
    },
    {
      name: 'footer',
      slug: 'footer',
      items: [
        {
          name: 'Cuida',
          page: 'nosotros',
          children: [
            { name: 'Nosotros', page: 'nosotros' },
            { name: 'Preguntas frecuentes', page: 'preguntas-frecuentes' },
            { name: 'Delivery y recojo en tienda', page: 'delivery' },
          ],
        },
        {
          name: 'Legal',
          page: 'terminos-y-condiciones',
          children: [
            { name: 'Términos y condiciones', page: 'terminos-y-condiciones' },
            { name: 'Política de privacidad', page: 'politica-de-privacidad' },
            { name: 'Libro de reclamaciones', url: '/libro-de-reclamaciones' },
          ],
        },
        {
          name: 'Categorías',
          category: 'feria',
          children: Object.entries(FOOTER_CATEGORIES).map(([slug, children]) => ({
            name: named(slug),
            category: slug,
            children: children.map((child) => ({ name: named(child), category: child })),
          })),
        },
      ],
    },
    {
      name: 'navigation',
      slug: 'navigation',
      items: storefront.map((category) => categoryItem(category, slugOf, 3)),
    },
  ];
}
