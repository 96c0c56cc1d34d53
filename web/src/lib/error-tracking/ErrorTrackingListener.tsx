'use client';

import { useEffect } from 'react';
import { errorTrackingEnabled, reportBrowserError } from './browser';

/** Reports uncaught errors and unhandled promise rejections of the page, when error tracking is on. */
export function ErrorTrackingListener() {
  useEffect(() => {
    if (!errorTrackingEnabled()) return;
    const onError = (event: ErrorEvent) => void reportBrowserError(event.error ?? event.message, 'uncaught');
    const onRejection = (event: PromiseRejectionEvent) => void reportBrowserError(event.reason, 'unhandled-rejection');
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return null;
}
