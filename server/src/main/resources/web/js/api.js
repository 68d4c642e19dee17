// The server's JSON API and the game's WebSocket (docs/server-api.md).

/** An answer the server refused: `status` is the HTTP status, `message` the server's reason. */
export class ApiError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

async function request(method, path, body) {
  const init = { method, headers: { Accept: 'application/json' }, credentials: 'same-origin' };
  if (body !== undefined) {
    init.headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  let res;
  try {
    res = await fetch(path, init);
  } catch (e) {
    throw new ApiError(0, 'the server cannot be reached');
  }
  const text = await res.text();
  let data = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch (e) {
    data = text;
  }
  if (!res.ok) {
    throw new ApiError(res.status, (data && data.error) || `${res.status} ${res.statusText}`);
  }
  return data;
}

export const get = (path) => request('GET', path);
export const post = (path, body = {}) => request('POST', path, body);

/**
 * Follows a game live. `onMessage` gets every message the server sends ({type:'state'|'update'|
 * 'thinking'|'ack'|'error', ...}); `onStatus` gets 'open' or 'closed'. The socket reconnects by
 * itself (the server then sends the whole game again). Returns {send(obj), close()}.
 */
export function follow(gameId, onMessage, onStatus = () => {}) {
  let ws = null;
  let closed = false;
  let delay = 500;
  const open = () => {
    const proto = location.protocol === 'https:' ? 'wss:' : 'ws:';
    ws = new WebSocket(`${proto}//${location.host}/api/games/${encodeURIComponent(gameId)}/ws`);
    ws.onopen = () => { delay = 500; onStatus('open'); };
    ws.onmessage = (ev) => {
      let msg;
      try { msg = JSON.parse(ev.data); } catch (e) { return; }
      onMessage(msg);
    };
    ws.onclose = () => {
      onStatus('closed');
      if (!closed) {
        setTimeout(open, delay);
        delay = Math.min(delay * 2, 8000);
      }
    };
  };
  open();
  return {
    send(obj) {
      if (ws && ws.readyState === WebSocket.OPEN) ws.send(typeof obj === 'string' ? obj : JSON.stringify(obj));
    },
    close() { closed = true; if (ws) ws.close(); },
  };
}
