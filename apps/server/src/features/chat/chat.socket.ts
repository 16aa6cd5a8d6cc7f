import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { CHAT_CLOSE, CHAT_FRAME_MAX_BYTES, type ChatServerFrame } from '@abode/shared/chat';
import { MSG } from '@abode/shared/messages';
import { chatClientFrame } from '@abode/shared/schemas/chat';
import { SESSION_COOKIE } from '@abode/shared/session';
import type { AuthUser, SessionResolver } from '../../core/http/auth-guard.js';
import { ApiError } from '../../core/http/errors.js';
import type { ChatHub, HubSocket } from './chat-hub.js';
import type { ChatService } from './chat.service.js';

/** Frames one socket may send in RATE_WINDOW_MS; more closes it (typing is sent at most every few seconds). */
const FRAMES_PER_WINDOW = 40;
const RATE_WINDOW_MS = 10_000;
/**
 * A typing frame more often than this per conversation is ignored, not relayed. The web app sends
 * one every 2.5 s while its user types, and one at once for the first keystroke after a message
 * (the message ended the other side's "typing"), which may follow the last by less than 2 s.
 */
const TYPING_EVERY_MS = 1_000;
/** Messages one resume frame answers; the client resumes again from the last when `more`. */
const RESUME_BATCH = 200;
/** Sockets that answer no ping within this are dead (a phone that lost its network) and are closed. */
const HEARTBEAT_MS = 30_000;

export interface ChatSocketOptions {
  hub: ChatHub;
  service: ChatService;
  resolve: SessionResolver;
  isAllowedOrigin: (origin: string, request: FastifyRequest) => boolean;
  mayAnswerForAdmin: (userId: number) => Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyRequest {
    chatUser?: AuthUser;
    chatAdmin?: boolean;
  }
}

function bearer(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match && match[1] !== 'undefined' && match[1] !== 'null' ? match[1]! : null;
}

/**
 * GET /ws: live chat for signed-in users (ADR 004). The session comes from the bearer header or
 * the session cookie, never from the URL (URLs end up in logs); a cookie session must come from
 * a page we serve (the Origin check that stops other sites from opening sockets as the user).
 */
export const chatSocket: FastifyPluginAsync<ChatSocketOptions> = async (app: FastifyInstance, options) => {
  const { hub, service } = options;
  await app.register(websocket, {
    // frames from clients are small control messages; ws closes a socket that sends a bigger one (1009)
    options: { maxPayload: CHAT_FRAME_MAX_BYTES, perMessageDeflate: false },
    // a client breaking the protocol (oversized frame, bad opcode) or vanishing mid-frame is its
    // problem, not an error of ours: ws has already closed it, so it is noted at debug level only
    errorHandler: (error, socket, request) => {
      const code = String((error as { code?: unknown }).code ?? '');
      if (code.startsWith('WS_ERR_') || code === 'ECONNRESET' || code === 'EPIPE') {
        request.log.debug({ err: error }, 'chat socket broke the protocol');
        return;
      }
      request.log.error({ err: error }, 'chat socket failed');
      socket.terminate();
    },
  });
  await hub.start();
  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    await hub.stop();
  });

  const alive = new WeakSet<WebSocket>();
  const heartbeat = setInterval(() => {
    for (const ws of app.websocketServer.clients) {
      if (!alive.has(ws)) {
        ws.terminate();
        continue;
      }
      alive.delete(ws);
      ws.ping();
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();

  app.get(
    '/ws',
    {
      websocket: true,
      schema: { hide: true },
      preValidation: async (request) => {
        const fromHeader = bearer(request);
        const token = fromHeader ?? request.cookies[SESSION_COOKIE] ?? null;
        const user = token ? await options.resolve(token) : null;
        if (!user || !user.isActive) throw new ApiError(401, MSG.notAuthenticated);
        if (!fromHeader) {
          const origin = request.headers.origin;
          if (!origin || !options.isAllowedOrigin(origin, request)) throw new ApiError(403, MSG.forbiddenOrigin);
        }
        request.chatUser = user;
        // decided before the upgrade: the socket's handlers must be attached as soon as it opens
        request.chatAdmin = await options.mayAnswerForAdmin(user.id);
      },
    },
    (ws, request) => {
      const user = request.chatUser!;
      const socket: HubSocket = { userId: user.id, admin: request.chatAdmin === true, ws };
      alive.add(ws);
      ws.on('pong', () => alive.add(ws));
      hub.add(socket);
      const send = (frame: ChatServerFrame) => hub.send(socket, frame);
      let windowStart = Date.now();
      let frames = 0;
      const lastTyping = new Map<string, number>();

      const refuse = (code: number, reason: string) => {
        hub.remove(socket);
        ws.close(code, reason);
      };

      ws.on('message', (data: RawData, isBinary: boolean) => {
        const now = Date.now();
        if (now - windowStart > RATE_WINDOW_MS) {
          windowStart = now;
          frames = 0;
        }
        if (++frames > FRAMES_PER_WINDOW) return refuse(CHAT_CLOSE.policy, 'too many frames');
        if (isBinary) return refuse(CHAT_CLOSE.unsupported, 'text frames only');
        let parsed: unknown;
        try {
          parsed = JSON.parse(data.toString());
        } catch {
          return refuse(CHAT_CLOSE.unsupported, 'JSON only');
        }
        const frame = chatClientFrame.safeParse(parsed);
        if (!frame.success) return send({ type: 'error', message: frame.error.issues[0]?.message ?? MSG.invalidInput });
        const answer = async () => {
          const f = frame.data;
          switch (f.type) {
            case 'ping':
              return send({ type: 'pong' });
            case 'resume': {
              // an admin's socket also hears the company's side (party 0): both catch up, in id order
              const batches = await Promise.all([user.id, ...(socket.admin ? [0] : [])].map((party) => service.since(party, f.after, RESUME_BATCH)));
              const idOf = (frame: ChatServerFrame) => (frame.type === 'message' ? frame.message.id : 0);
              const missed = batches.flat().sort((a, b) => idOf(a) - idOf(b)).slice(0, RESUME_BATCH);
              for (const m of missed) send(m);
              return send({ type: 'resumed', count: missed.length, more: batches.some((batch) => batch.length === RESUME_BATCH) });
            }
            case 'typing': {
              const key = `${f.property_id}:${f.user_id}`;
              if (now - (lastTyping.get(key) ?? 0) < TYPING_EVERY_MS) return;
              // a socket types into a few conversations at a time: the map never grows with its age
              if (lastTyping.size >= 32) lastTyping.clear();
              lastTyping.set(key, now);
              return service.typing(user.id, f);
            }
            case 'read':
              return service.read(user.id, f);
          }
        };
        answer().catch((error: unknown) => {
          if (error instanceof ApiError) send({ type: 'error', message: error.message });
          else request.log.error({ err: error }, 'chat socket frame failed');
        });
      });
      ws.on('close', () => hub.remove(socket));
      ws.on('error', () => hub.remove(socket));
      send({ type: 'ready', user_id: user.id });
    },
  );
};
