import { runGateway } from './cluster';
import { loadGatewayConfig } from './config';

// GATEWAY_WORKERS processes behind GATEWAY_PORT (default: one per core; 1 runs without a cluster), JSON logs,
// stopped by SIGTERM/SIGINT (cluster.ts).
await runGateway(loadGatewayConfig());
