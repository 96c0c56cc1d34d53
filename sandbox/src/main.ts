import { startSandbox } from './app';
import { loadSandboxConfig } from './config';

const sandbox = await startSandbox(loadSandboxConfig());

const stop = async () => {
  await sandbox.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
