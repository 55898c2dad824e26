import { defineEndpoint } from './contract';

/**
 * Prometheus figures of this instance. Off (404) unless the server has METRICS_TOKEN; then it
 * needs `Authorization: Bearer <METRICS_TOKEN>`, checked by the handler (the route is not for
 * sessions or clinic API keys, so its access is public as far as the router is concerned).
 */
export const metricsEndpoints = {
  metrics: defineEndpoint()({
    method: 'GET',
    path: '/api/metrics',
    access: 'public',
    tag: 'Platform',
    summary:
      'Prometheus metrics (text exposition format), with `Authorization: Bearer <METRICS_TOKEN>`; 404 when METRICS_TOKEN is unset.',
    errors: ['not_found', 'unauthenticated', 'forbidden'],
    raw: 'file',
  }),
};
