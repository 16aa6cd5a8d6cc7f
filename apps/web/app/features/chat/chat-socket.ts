import type { ChatClientFrame, ChatServerFrame } from '@abode/shared/chat';

export type SocketStatus = 'connecting' | 'open' | 'waiting';

/** Back-off before reconnect attempt `n` (0-based): doubling from 1 s up to 30 s, each a random 50–100 % of that ("equal jitter"), so that clients dropped together by a restart come back spread out. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(30_000, 1000 * 2 ** attempt);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/**
 * The browser's /ws connection: authenticated by the session cookie (same origin, nothing in the
 * URL), reconnected with jittered back-off, and resumed from the last message id the page has,
 * so a reconnect or a server restart loses and repeats nothing (the page drops ids it has).
 */
export function connectChat(options: { onFrame: (frame: ChatServerFrame) => void; onStatus: (status: SocketStatus) => void; lastId: () => number }): { send: (frame: ChatClientFrame) => void; close: () => void } {
  let socket: WebSocket | null = null;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const open = () => {
    clearTimeout(timer);
    if (stopped) return;
    options.onStatus('connecting');
    const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`;
    const ws = new WebSocket(url);
    socket = ws;
    ws.onopen = () => {
      attempt = 0;
      options.onStatus('open');
      ws.send(JSON.stringify({ type: 'resume', after: options.lastId() } satisfies ChatClientFrame));
    };
    ws.onmessage = (event) => {
      if (typeof event.data !== 'string') return;
      let frame: ChatServerFrame;
      try {
        frame = JSON.parse(event.data) as ChatServerFrame;
      } catch {
        return;
      }
      // a long absence comes back in batches: ask for the next one from where this one ended
      // and after the server's bus came back from an outage, what it may have missed
      if ((frame.type === 'resumed' && frame.more) || frame.type === 'resync') ws.send(JSON.stringify({ type: 'resume', after: options.lastId() } satisfies ChatClientFrame));
      options.onFrame(frame);
    };
    ws.onclose = () => {
      if (socket !== ws || stopped) return;
      socket = null;
      options.onStatus('waiting');
      timer = setTimeout(open, reconnectDelay(attempt++));
    };
  };

  // back online: no need to wait for the back-off
  const online = () => {
    if (!socket) {
      attempt = 0;
      open();
    }
  };
  window.addEventListener('online', online);
  open();

  return {
    send(frame) {
      if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(frame));
    },
    close() {
      stopped = true;
      clearTimeout(timer);
      window.removeEventListener('online', online);
      socket?.close();
      socket = null;
    },
  };
}
