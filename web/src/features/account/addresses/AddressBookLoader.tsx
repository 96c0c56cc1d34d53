'use client';

import { lazy, Suspense } from 'react';
import account from '../account.module.css';

const AddressBook = lazy(() => import('./AddressBook').then((module) => ({ default: module.AddressBook })));

/**
 * The address book, loaded after the account page's own code: it waits for the browser's session before it asks
 * for anything, so its code (form, rules, GraphQL calls) need not be part of the page's first load.
 */
export function AddressBookLoader({ endpoint }: { endpoint: string }) {
  return (
    <Suspense
      fallback={
        <section className={account.accountSection} aria-labelledby="direcciones-cargando">
          <h2 id="direcciones-cargando">Mis direcciones</h2>
          <p role="status">Cargando tus direcciones…</p>
        </section>
      }
    >
      <AddressBook endpoint={endpoint} />
    </Suspense>
  );
}
