'use client';

import { type ComponentType, type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import type { ProductCardFragment } from '../../gql/graphql';
import styles from './DiscoverTabs.module.css';

export interface DiscoverTab {
  id: string;
  label: string;
  href: string;
  products: ProductCardFragment[];
}

type Cards = ComponentType<{ products: readonly ProductCardFragment[]; label: string }>;

/**
 * The home's discover section (requirements: "Discover tabs"): choosing a tab shows its
 * panel, choosing the open tab again folds it. Arrow keys, Home and End move between tabs (WAI-ARIA tabs pattern).
 * The first tab's panel comes rendered from the server (`firstPanel`); the others are rendered here the first time
 * they are opened, with the card code loaded then, so closed tabs cost the page neither markup nor start-up script.
 */
export function DiscoverTabs({
  tabs,
  label,
  firstPanel,
}: {
  tabs: DiscoverTab[];
  label: string;
  firstPanel: ReactNode;
}) {
  const [active, setActive] = useState<string | null>(tabs[0]?.id ?? null);
  const [cards, setCards] = useState<{ Cards: Cards } | null>(null);
  const choose = (id: string) => {
    setActive((current) => (current === id ? null : id));
    if (!cards && id !== tabs[0]?.id) {
      void import('../catalog/ProductCards').then((module) => setCards({ Cards: module.default }));
    }
  };
  const base = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    refs.current[target]?.focus();
  };

  return (
    <div className="discover">
      <div role="tablist" aria-label={label} className={styles.tabs}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${tab.id}`}
            aria-selected={active === tab.id}
            aria-expanded={active === tab.id}
            aria-controls={`${base}-panel-${tab.id}`}
            tabIndex={active === tab.id || (active === null && index === 0) ? 0 : -1}
            onClick={() => choose(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${base}-panel-${tab.id}`}
          aria-labelledby={`${base}-tab-${tab.id}`}
          hidden={active !== tab.id}
          className="tab-panel"
          data-testid={`panel-${tab.id}`}
        >
          {index === 0
            ? firstPanel
            : active === tab.id && cards && <cards.Cards products={tab.products} label={tab.label} />}
          {(index === 0 || active === tab.id) && (
            <a href={tab.href} className={styles.seeAll}>
              Ver todo {tab.label}
            </a>
          )}
        </div>
      ))}
    </div>
  );
}
