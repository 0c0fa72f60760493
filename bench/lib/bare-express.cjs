// The comparison point for the public API: Express answering the same responses straight from memory,
// with no middleware, database or logging. Started by bench/run.ts with SOURCE_URL (the product server),
// PATHS (comma list) and PORT.
//
// At start it reads each path once from the product and keeps its body and its headers, so both servers
// send the same bytes: the same JSON through `res.json` (which serializes and hashes an ETag on each
// request, as a plain Express handler does) with the product's headers (security headers, Cache-Control,
// and a request id of the same length), set one by one. Date, Connection, Keep-Alive, Content-Length and
// ETag are Express's own; X-Powered-By is turned off as the product does.
const express = require('express');

const OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'etag', 'transfer-encoding']);

async function main() {
  const app = express();
  app.disable('x-powered-by');
  app.get('/healthz', (_req, res) => res.json({ status: 'ok' }));
  for (const path of process.env.PATHS.split(',')) {
    const answer = await fetch(process.env.SOURCE_URL + path);
    if (!answer.ok) throw new Error(`${path} answered ${answer.status}`);
    const body = await answer.json();
    const headers = [...answer.headers].filter(([name]) => !OWN_HEADERS.has(name));
    app.get(path, (_req, res) => {
      for (let i = 0; i < headers.length; i += 1) res.setHeader(headers[i][0], headers[i][1]);
      res.json(body);
    });
  }
  app.listen(Number(process.env.PORT), '127.0.0.1');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
