// The chat bench's baseline: the same calls as the product's chat (POST a message, a ticket, a WebSocket that
// receives message frames), with no authentication, no database and no Redis: a message gets the match's next
// seq in memory and goes to every socket of the match. Same machine, same load: the ratios show our cost.
const http = require('node:http');
const { randomUUID } = require('node:crypto');
const { WebSocketServer } = require('ws');

const sockets = new Map(); // matchId -> Set<WebSocket>
const seqs = new Map(); // matchId -> last seq
const memberOf = (req) => {
  const token = String(req.headers.authorization || '').replace('Bearer ', '');
  try {
    return JSON.parse(Buffer.from(token.split('.')[1] || '', 'base64url').toString()).sub || 'anonymous';
  } catch {
    return 'anonymous';
  }
};

const server = http.createServer((req, res) => {
  if (req.url === '/healthz') return res.end('ok');
  if (req.method === 'POST' && req.url === '/api/v1/app/live/ticket') {
    res.setHeader('content-type', 'application/json');
    return res.end(JSON.stringify({ ticket: randomUUID(), expiresIn: 30 }));
  }
  const match = /^\/api\/v1\/app\/matches\/([^/]+)\/messages$/.exec(req.url || '');
  if (req.method === 'POST' && match) {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const input = JSON.parse(body);
      const matchId = match[1];
      const seq = (seqs.get(matchId) || 0) + 1;
      seqs.set(matchId, seq);
      const message = {
        _id: randomUUID(),
        seq,
        fromMe: false,
        text: input.text,
        sentAt: new Date().toISOString(),
        readByThem: false,
        sender: memberOf(req),
      };
      const frame = JSON.stringify({ type: 'message', matchId, message });
      for (const ws of sockets.get(matchId) || []) ws.send(frame);
      res.statusCode = 201;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ message }));
    });
    return;
  }
  res.statusCode = 404;
  res.end('{}');
});

const wss = new WebSocketServer({ noServer: true, maxPayload: 4096 });
server.on('upgrade', (req, socket, head) => {
  const url = URL.parse(req.url || '/', 'http://relay');
  const matchId = url && url.searchParams.get('match');
  if (!matchId) return socket.destroy();
  wss.handleUpgrade(req, socket, head, (ws) => {
    const set = sockets.get(matchId) || new Set();
    set.add(ws);
    sockets.set(matchId, set);
    ws.on('close', () => set.delete(ws));
    ws.on('error', () => ws.terminate());
  });
});
server.listen(Number(process.env.PORT), '127.0.0.1');
