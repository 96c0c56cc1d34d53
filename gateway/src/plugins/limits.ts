import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { NoSchemaIntrospectionCustomRule } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { HardeningConfig } from '../config/settings';
import type { PartnerKeys } from './partner-keys';

/** The message prefixes of GraphQL Armor's refusals, which `errors.ts` codes as QUERY_TOO_COMPLEX. */
export const ARMOR_MESSAGE =
  /^Syntax Error: (Query depth limit|Query Cost limit|Aliases limit|Directives limit|Token limit)/i;

/**
 * GraphQL Armor: maximum depth, cost, aliases, directives and tokens per operation (GRAPHQL_MAX_*), and no field
 * suggestions in production (they would map the schema for someone without introspection).
 */
export function limitsPlugins(limits: HardeningConfig['limits'], production: boolean): Plugin[] {
  const off = { enabled: false };
  return [
    // Depth first: a deep query is refused for its depth, not for the cost its depth implies.
    EnvelopArmorPlugin({
      maxDepth: { n: limits.maxDepth, ignoreIntrospection: true, flattenFragments: true },
      costLimit: off,
      maxAliases: off,
      maxDirectives: off,
      maxTokens: off,
      blockFieldSuggestion: off,
    }) as Plugin,
    EnvelopArmorPlugin({
      maxDepth: off,
      costLimit: { maxCost: limits.maxCost, ignoreIntrospection: true, flattenFragments: true },
      maxAliases: { n: limits.maxAliases },
      maxDirectives: { n: limits.maxDirectives },
      maxTokens: { n: limits.maxTokens },
      blockFieldSuggestion: { enabled: production },
    }) as Plugin,
  ];
}

/** Introspection: outside production, or with a partner key. */
export function introspectionPlugin(options: { production: boolean; partners: PartnerKeys }): Plugin {
  return {
    onValidate({ addValidationRule, context }) {
      if (!options.production) return;
      const request = (context as { request?: Request }).request;
      if (request && options.partners.isPartner(request)) return;
      addValidationRule(NoSchemaIntrospectionCustomRule);
    },
  };
}
