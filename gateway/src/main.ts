import { loadGatewayConfig } from './config';
import { startGateway } from './server';

const config = loadGatewayConfig();
const gateway = await startGateway(config);
console.log(`Gateway ready at ${gateway.url}`);

const stop = async () => {
  await gateway.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
