import type { Redis } from 'ioredis';
import type { WebSocket } from 'ws';
import { ADMIN_PARTY, CHAT_CLOSE, CHAT_SOCKETS_PER_USER, type ChatServerFrame } from '@abode/shared/chat';
import type { Bus } from '../../core/bus/bus.js';
import type { Delivery } from './chat.service.js';

const CHANNEL = 'chat';
/** A socket whose unsent bytes pass this has stopped reading: it is dropped, never waited for. */
export const SLOW_CONSUMER_BYTES = 512 * 1024;
/** With Redis, each instance marks the users it holds online for this long and renews the mark twice as often. */
const PRESENCE_TTL_SECONDS = 60;
const PRESENCE_RENEW_MS = 20_000;

export interface HubSocket {
  /** the user, and whether it also answers for the company's side (party 0) */
  userId: number;
  admin: boolean;
  ws: WebSocket;
}

/**
 * The sockets this instance holds, by party, and the bus that joins instances: every delivery is
 * published once and each instance hands it to its own sockets of that party. Presence (is a user
 * connected anywhere?) is this process's sockets, plus Redis keys that every instance renews for
 * its users when Redis joins them.
 */
export class ChatHub {
  private readonly parties = new Map<number, Set<HubSocket>>();
  private unsubscribe: (() => Promise<void>) | null = null;
  private renewTimer: NodeJS.Timeout | null = null;
  /** sockets dropped for not reading (benchmarks and tests read it) */
  dropped = 0;

  constructor(
    private readonly bus: Bus,
    private readonly presence: Redis | undefined,
    private readonly onError: (error: unknown) => void,
  ) {}

  async start(): Promise<void> {
    this.unsubscribe = await this.bus.subscribe(CHANNEL, (event) => this.deliverLocally(event as Delivery[]));
    // deliveries published while the bus was away are lost to it: every socket here catches up
    this.bus.onGap(() => {
      for (const socket of this.sockets()) this.send(socket, { type: 'resync' });
    });
    if (this.presence) {
      this.renewTimer = setInterval(() => this.renewPresence(), PRESENCE_RENEW_MS);
      this.renewTimer.unref();
    }
  }

  async stop(): Promise<void> {
    if (this.renewTimer) clearInterval(this.renewTimer);
    await this.unsubscribe?.();
    for (const set of this.parties.values()) for (const socket of set) socket.ws.terminate();
    this.parties.clear();
  }

  publish(deliveries: Delivery[]): Promise<void> {
    return this.bus.publish(CHANNEL, deliveries);
  }

  /** Adds a socket; a user's oldest socket beyond the limit is closed, so a reload never locks anyone out. */
  add(socket: HubSocket): void {
    const own = this.partySet(socket.userId);
    if (own.size >= CHAT_SOCKETS_PER_USER) {
      const oldest = own.values().next().value!;
      this.remove(oldest);
      oldest.ws.close(CHAT_CLOSE.replaced, 'too many sockets');
    }
    own.add(socket);
    if (socket.admin) this.partySet(ADMIN_PARTY).add(socket);
    if (own.size === 1) this.markOnline([socket.userId]);
  }

  remove(socket: HubSocket): void {
    for (const party of [socket.userId, ADMIN_PARTY]) {
      const set = this.parties.get(party);
      if (!set?.delete(socket)) continue;
      if (set.size > 0) continue;
      this.parties.delete(party);
      if (party !== ADMIN_PARTY) this.presence?.del(presenceKey(party)).catch(this.onError);
    }
  }

  async isOnline(userId: number): Promise<boolean> {
    if (this.parties.has(userId)) return true;
    if (!this.presence) return false;
    return (await this.presence.exists(presenceKey(userId))) === 1;
  }

  /** Sends one frame; a socket that stopped reading is dropped instead of buffering without end. */
  send(socket: HubSocket, frame: ChatServerFrame): void {
    if (socket.ws.readyState !== socket.ws.OPEN) return;
    if (socket.ws.bufferedAmount > SLOW_CONSUMER_BYTES) {
      this.dropped += 1;
      this.remove(socket);
      socket.ws.terminate();
      return;
    }
    socket.ws.send(JSON.stringify(frame));
  }

  get size(): number {
    let n = 0;
    for (const [party, set] of this.parties) if (party !== ADMIN_PARTY) n += set.size;
    return n;
  }

  private deliverLocally(deliveries: Delivery[]): void {
    if (!Array.isArray(deliveries)) return;
    for (const { to, frame } of deliveries) {
      const set = this.parties.get(to);
      if (!set) continue;
      // a copy: send() may drop a socket from the set while we walk it
      for (const socket of [...set]) this.send(socket, frame);
    }
  }

  /** Every socket held, once (an admin's is also under party 0). */
  private sockets(): Set<HubSocket> {
    return new Set([...this.parties.values()].flatMap((set) => [...set]));
  }

  private partySet(party: number): Set<HubSocket> {
    let set = this.parties.get(party);
    if (!set) {
      set = new Set();
      this.parties.set(party, set);
    }
    return set;
  }

  private markOnline(userIds: number[]): void {
    if (!this.presence || userIds.length === 0) return;
    const pipeline = this.presence.pipeline();
    for (const id of userIds) pipeline.set(presenceKey(id), '1', 'EX', PRESENCE_TTL_SECONDS);
    pipeline.exec().catch(this.onError);
  }

  private renewPresence(): void {
    this.markOnline([...this.parties.keys()].filter((p) => p !== ADMIN_PARTY));
  }
}

const presenceKey = (userId: number) => `abode:chat-online:${userId}`;
