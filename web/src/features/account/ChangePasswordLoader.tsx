'use client';

import { lazy, Suspense } from 'react';

const ChangePasswordForm = lazy(() =>
  import('./ChangePasswordForm').then((module) => ({ default: module.ChangePasswordForm })),
);

/** The password change, loaded after the account page's own code (its form and rules are not needed to show it). */
export function ChangePasswordLoader() {
  return (
    <Suspense fallback={null}>
      <ChangePasswordForm />
    </Suspense>
  );
}
