/**
 * Stopping the HTTP server without leaving a request unanswered (issue 30). Node's `server.close()` cuts
 * every connection it deems idle — and a connection just accepted whose request has not been read yet is
 * one, as is a keep-alive connection whose next request sits unread in the socket: under a burst, those
 * clients got a reset and could not know whether their creation happened. Here:
 *
 * 1. connections keep being accepted until none has come for 250 ms (at most 2 s) — closing the listener
 *    resets those still in the kernel's accept queue — then the listening socket is closed without touching
 *    the open connections (`net.Server.prototype.close`);
 * 2. each open connection is watched: one with a request in flight, or with bytes read since its last
 *    answer (a request being read), is left alone — its answer says `Connection: close` (health.routes.ts)
 *    and Node closes it after; one found idle twice in a row, each time after the event loop has polled
 *    the sockets (so a request that had arrived was read), and at rest for IDLE_GRACE_MS (FRESH_GRACE_MS if
 *    it has carried nothing yet), is closed;
 * 3. it resolves when no connection is left.
 */

import type { Server } from 'node:http';
import net from 'node:net';
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';

interface Watched {
  inFlight: number;
  /** bytesRead when the last answer finished (0 for a fresh connection). */
  readAtRest: number;
  /** How many checks in a row found it idle. */
  idleChecks: number;
  /** When it was accepted or its last answer finished (performance.now()). */
  restSince: number;
}

const CHECK_EVERY_MS = 20;
/**
 * The listener closes once no connection has come for this long (or after ACCEPT_AT_MOST_MS): 100 ms let a
 * client slowed by a loaded machine connect just after and be reset (shutdown-arrivals.test.ts under load).
 */
const ACCEPT_QUIET_MS = 250;
const ACCEPT_AT_MOST_MS = 2_000;
/**
 * An idle connection is closed only once it has rested this long (since it was accepted, its last answer,
 * or the listener closed): a client on a loaded machine may take a while between opening a connection, or
 * deciding to reuse one, and writing its request — closing under it would look like a cut request.
 */
const IDLE_GRACE_MS = 1_000;
/**
 * A connection that has carried nothing yet was opened to send a request: its client is only slow to
 * write it (a loaded machine: seen at 1 s under CI load), so it is given longer than an idle kept-alive one.
 */
const FRESH_GRACE_MS = 3_000;

/** Starts tracking the server's connections; call before it listens. */
export function trackConnections(server: Server) {
  const connections = new Map<net.Socket, Watched>();
  let lastConnectionAt = 0;
  server.on('connection', (socket: net.Socket) => {
    lastConnectionAt = performance.now();
    connections.set(socket, { inFlight: 0, readAtRest: 0, idleChecks: 0, restSince: performance.now() });
    socket.once('close', () => connections.delete(socket));
  });
  server.on('request', (request, response) => {
    const watched = connections.get(request.socket);
    if (!watched) return;
    watched.inFlight += 1;
    response.once('close', () => {
      watched.inFlight -= 1;
      watched.readAtRest = request.socket.bytesRead;
      watched.restSince = performance.now();
    });
  });

  const idle = (socket: net.Socket, watched: Watched) =>
    watched.inFlight === 0 && socket.bytesRead === watched.readAtRest;

  /** Stops accepting, then resolves once every connection has had its answers and is closed. */
  async function drain(): Promise<void> {
    // Closing the listener resets the connections still in the kernel's accept queue, which the clients
    // cannot tell from a cut request: keep taking them (each gets its 503) until none has come for a moment.
    const since = performance.now();
    await nextTurn();
    while (
      performance.now() - Math.max(lastConnectionAt, since) < ACCEPT_QUIET_MS &&
      performance.now() - since < ACCEPT_AT_MOST_MS
    ) {
      await sleep(CHECK_EVERY_MS / 2);
      await nextTurn();
    }
    // net's close, not http's: the latter would cut the connections it deems idle.
    if (server.listening) net.Server.prototype.close.call(server);
    const closedAt = performance.now();
    while (connections.size > 0) {
      await sleep(CHECK_EVERY_MS);
      // The check phase comes right after the poll phase: whatever had arrived on a socket has been read.
      await nextTurn();
      for (const [socket, watched] of connections) {
        if (!idle(socket, watched)) {
          watched.idleChecks = 0;
        } else if (
          ++watched.idleChecks >= 2 &&
          performance.now() - Math.max(closedAt, watched.restSince) >=
            (socket.bytesRead === 0 ? FRESH_GRACE_MS : IDLE_GRACE_MS)
        ) {
          socket.destroy();
          connections.delete(socket);
        }
      }
    }
  }

  return { drain, open: () => connections.size };
}
