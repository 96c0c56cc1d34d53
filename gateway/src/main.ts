import { loadGatewayConfig } from './config';
import { startGateway } from './server';

const config = loadGatewayConfig();
const gateway = await startGateway(config);
console.log(JSON.stringify({ level: 'info', msg: `Gateway ready at ${gateway.url}` }));

const stop = async () => {
  await gateway.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
