// The comparison point for the public API: Express answering the same JSON bodies straight from memory,
// with no middleware, database or logging. Started by bench/run.ts with BODIES_FILE and PORT.
const { readFileSync } = require('node:fs');
const express = require('express');

const bodies = JSON.parse(readFileSync(process.env.BODIES_FILE, 'utf8'));
const app = express();
app.get('/healthz', (_req, res) => res.json({ status: 'ok' }));
for (const [path, body] of Object.entries(bodies)) app.get(path, (_req, res) => res.json(body));
app.listen(Number(process.env.PORT), '127.0.0.1');
