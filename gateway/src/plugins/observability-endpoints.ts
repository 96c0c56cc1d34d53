import type { Plugin } from 'graphql-yoga';
import { jsonAnswer, metricsAnswer, type PlainAnswer, readinessAnswer } from '../observability/endpoints';
import type { Readiness } from '../observability/health';
import type { LogFn } from '../observability/logger';
import type { MetricsSource } from '../observability/metrics';
import type { PartnerKeys } from './partner-keys';
import { currentRequestId } from './request-scope';

/**
 * /readyz and /metrics on the public port, answered in `onRequest` after the rate limit (plugins/index.ts), so they
 * are admitted like any request (an unknown X-Api-Key is refused and spends the address's budget). /readyz says ready
 * or not, with the details only for a partner key; /metrics answers only a partner key (403 otherwise). The internal
 * port (http/handler.ts) answers both in full, without keys.
 */
export function observabilityEndpointsPlugin(options: {
  readiness: Readiness;
  metricsSource: MetricsSource;
  partners: PartnerKeys;
  log: LogFn;
}): Plugin {
  const { readiness, partners } = options;
  return {
    async onRequest({ request, url, fetchAPI, endResponse }) {
      const path = url.pathname;
      if (path !== '/readyz' && path !== '/metrics') return;
      const partner = partners.isPartner(request);
      let answer: PlainAnswer;
      if (path === '/readyz') answer = await readinessAnswer(readiness, partner);
      else if (partner) answer = await metricsAnswer(options.metricsSource, options.log);
      else {
        answer = jsonAnswer(403, {
          errors: [
            {
              message: 'The metrics need a partner key (X-Api-Key) or the internal port.',
              extensions: { code: 'FORBIDDEN', requestId: currentRequestId(request) },
            },
          ],
        });
      }
      endResponse(new fetchAPI.Response(answer.body, { status: answer.status, headers: answer.headers }));
    },
  };
}
