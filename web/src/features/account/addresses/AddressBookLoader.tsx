'use client';

import dynamic from 'next/dynamic';

/**
 * The address book, loaded after the account page's own code: it waits for the browser's session before it asks
 * for anything, so its code (form, rules, GraphQL documents) need not be part of the page's first load.
 */
export const AddressBookLoader = dynamic(() => import('./AddressBook').then((module) => module.AddressBook), {
  loading: () => (
    <section className="account-section" aria-labelledby="direcciones-cargando">
      <h2 id="direcciones-cargando">Mis direcciones</h2>
      <p role="status">Cargando tus direcciones…</p>
    </section>
  ),
});
