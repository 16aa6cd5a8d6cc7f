import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { createMemoryBus } from '../../core/bus/bus.js';
import { ChatHub, SLOW_CONSUMER_BYTES } from './chat-hub.js';

/** Just what the hub reads and calls on a socket. */
function fakeSocket(bufferedAmount = 0) {
  const sent: string[] = [];
  const ws = { OPEN: 1, readyState: 1, bufferedAmount, terminated: false, send: (text: string) => sent.push(text), terminate() { this.terminated = true; this.readyState = 3; }, close() { this.readyState = 3; } };
  return { ws, sent };
}

describe('ChatHub', () => {
  it('drops a socket that stopped reading and keeps delivering to everyone else', async () => {
    const hub = new ChatHub(createMemoryBus(), undefined, () => {});
    await hub.start();
    const slow = fakeSocket(SLOW_CONSUMER_BYTES + 1);
    const fast = fakeSocket();
    const other = fakeSocket();
    hub.add({ userId: 7, admin: false, ws: slow.ws as unknown as WebSocket });
    hub.add({ userId: 7, admin: false, ws: fast.ws as unknown as WebSocket });
    hub.add({ userId: 8, admin: true, ws: other.ws as unknown as WebSocket });
    await hub.publish([{ to: 7, frame: { type: 'pong' } }, { to: 0, frame: { type: 'typing', property_id: 1, user_id: 7 } }]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(slow.ws.terminated).toBe(true);
    expect(slow.sent).toEqual([]);
    expect(fast.sent).toEqual(['{"type":"pong"}']);
    // the admin's socket hears the company's side (party 0)
    expect(other.sent).toEqual(['{"type":"typing","property_id":1,"user_id":7}']);
    expect([hub.dropped, hub.size, await hub.isOnline(7), await hub.isOnline(9)]).toEqual([1, 2, true, false]);
    await hub.stop();
  });

  it('tells every socket it holds to resume when the bus may have missed events', async () => {
    const bus = createMemoryBus();
    let gap = () => {};
    bus.onGap = (listener) => {
      gap = listener;
    };
    const hub = new ChatHub(bus, undefined, () => {});
    await hub.start();
    const user = fakeSocket();
    const admin = fakeSocket();
    hub.add({ userId: 7, admin: false, ws: user.ws as unknown as WebSocket });
    hub.add({ userId: 8, admin: true, ws: admin.ws as unknown as WebSocket });
    gap();
    // once each, the admin's socket too though it is also held for party 0
    expect([user.sent, admin.sent]).toEqual([['{"type":"resync"}'], ['{"type":"resync"}']]);
    await hub.stop();
  });
});
