// Prints the OpenAPI document the server serves at /api/docs/openapi.json, built from an app over an empty
// in-memory database (run with tsx by scripts/lint-openapi.mjs).
import type { AddressInfo } from 'node:net';
import { createApp } from '../server/src/app';
import { loadConfig } from '../server/src/config/env';
import { closeContext, createContext } from '../server/src/context';
import { createLogger } from '../server/src/lib/logger';

async function main() {
  const config = loadConfig({
    NODE_ENV: 'test',
    PGLITE_DIR: 'memory://',
    JWT_SECRET: 'openapi-lint-openapi-lint-openapi-lint-0',
    PUBLIC_URL: 'http://127.0.0.1:3000',
  });
  const ctx = await createContext(config, { logger: createLogger('silent') });
  const server = createApp(ctx).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  const response = await fetch(`http://127.0.0.1:${port}/api/docs/openapi.json`);
  process.stdout.write(await response.text());
  server.close();
  await closeContext(ctx);
}

void main();
