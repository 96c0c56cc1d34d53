import {
  type Context,
  defaultTextMapGetter,
  defaultTextMapSetter,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  type Tracer,
  trace,
} from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import { currentRequestScope } from '../scope/request-scope';

/** One traced upstream attempt (the resilient fetch's, upstreams/resilience/resilient-fetch.ts). */
export interface UpstreamSpan {
  /** Trace-context headers to send upstream (`traceparent`). */
  headers: Record<string, string>;
  end(outcome: { status?: number; error?: string }): void;
}

/** What the resilient fetch asks of tracing: a span per upstream attempt. */
export interface UpstreamTracer {
  startUpstream(upstream: string, method: string, url: string, attempt: number): UpstreamSpan;
}

export interface TracingSettings {
  /** OTLP/HTTP collector base URL; no tracing at all when unset. */
  otlpEndpoint: string | undefined;
  serviceName: string;
}

/**
 * OpenTelemetry tracing, on only when OTEL_EXPORTER_OTLP_ENDPOINT is set: a server span per GraphQL HTTP request
 * (continuing the caller's `traceparent`), a client span per upstream attempt with `traceparent` sent upstream, all
 * exported in batches over OTLP/HTTP to `<endpoint>/v1/traces`. Nothing is registered globally, so two gateway
 * instances in one process keep their own providers; when the endpoint is unset, `createTracing` returns undefined and
 * nothing is built (no exporter, no network).
 */
export class GatewayTracing implements UpstreamTracer {
  private readonly propagator = new W3CTraceContextPropagator();

  private constructor(
    private readonly provider: TracerProvider,
    private readonly tracer: Tracer,
  ) {}

  static create(settings: TracingSettings): GatewayTracing | undefined {
    if (!settings.otlpEndpoint) return undefined;
    const base = settings.otlpEndpoint.replace(/\/+$/, '');
    const exporter = new OTLPTraceExporter({ url: `${base}/v1/traces` });
    const provider = new TracerProvider({
      resource: resourceFromAttributes({ 'service.name': settings.serviceName }),
      spanProcessors: [new BatchSpanProcessor({ exporter })],
    });
    return new GatewayTracing(provider, provider.getTracer('cuida-gateway'));
  }

  /** The server span of one HTTP request, child of the caller's trace when it sent `traceparent`. */
  startRequest(method: string, path: string, headers: Record<string, string | string[] | undefined>): Span {
    const carrier: Record<string, string> = {};
    for (const name of ['traceparent', 'tracestate']) {
      const value = headers[name];
      if (typeof value === 'string') carrier[name] = value;
    }
    const parent: Context = this.propagator.extract(ROOT_CONTEXT, carrier, defaultTextMapGetter);
    return this.tracer.startSpan(
      `${method} ${path}`,
      { kind: SpanKind.SERVER, attributes: { 'http.request.method': method, 'url.path': path } },
      parent,
    );
  }

  startUpstream(upstream: string, method: string, url: string, attempt: number): UpstreamSpan {
    const parentSpan = currentRequestScope()?.span;
    const parent = parentSpan ? trace.setSpan(ROOT_CONTEXT, parentSpan) : ROOT_CONTEXT;
    const span = this.tracer.startSpan(
      `${upstream} ${method}`,
      {
        kind: SpanKind.CLIENT,
        attributes: {
          'peer.service': upstream,
          'http.request.method': method,
          'url.full': url.split('?')[0] ?? url,
          'http.request.resend_count': attempt,
        },
      },
      parent,
    );
    const headers: Record<string, string> = {};
    this.propagator.inject(trace.setSpan(ROOT_CONTEXT, span), headers, defaultTextMapSetter);
    return {
      headers,
      end: ({ status, error }) => {
        if (status !== undefined) span.setAttribute('http.response.status_code', status);
        if (error) span.setStatus({ code: SpanStatusCode.ERROR, message: error });
        span.end();
      },
    };
  }

  forceFlush(): Promise<void> {
    return this.provider.forceFlush();
  }

  shutdown(): Promise<void> {
    return this.provider.shutdown();
  }
}
