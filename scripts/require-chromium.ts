/** Run before the browser tests: without Chromium, one line says how to get it instead of a failure deep in a test. */
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(path)) {
  console.error(
    `The browser tests need Chromium at ${path}: install it with \`apt-get install -y chromium\` (or set CHROMIUM_PATH).`,
  );
  process.exit(1);
}
