'use client';

import { ApolloProvider } from '@apollo/client/react';
import { type ReactNode, useMemo } from 'react';
import { browserClient } from './apollo-browser';

/** Gives the components below it the browser's Apollo client for `endpoint` (one client per endpoint). */
export function GatewayApollo({ endpoint, children }: { endpoint: string; children: ReactNode }) {
  const client = useMemo(() => browserClient(endpoint), [endpoint]);
  return <ApolloProvider client={client}>{children}</ApolloProvider>;
}
