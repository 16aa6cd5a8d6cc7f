import { execFileSync } from 'node:child_process';
import { readdirSync, readlinkSync } from 'node:fs';
import os from 'node:os';

// Background work (image encoding, ADR 008; the upload lane, ADR 016) gives way to the API's
// requests: a lower nice value and, on Linux, the SCHED_IDLE class.

export type BackgroundPolicy = 'idle' | 'nice';

/** On Linux a priority belongs to a thread: this sets the given threads' (the caller's when none is given). */
function renice(nice: number, threads: readonly string[]) {
  if (threads.length === 0) {
    os.setPriority(nice);
    return;
  }
  for (const tid of threads) {
    try {
      os.setPriority(Number(tid), nice);
    } catch {
      // the thread has ended meanwhile
    }
  }
}

/**
 * SCHED_IDLE: the scheduler runs these threads only when no normal task wants the CPU, and a
 * request that wakes up takes the core at once, where any nice value still shares it (ADR 008).
 * Node cannot change a scheduling class itself; util-linux's chrt does. Without chrt, or where
 * the class cannot be set, the nice value is what remains.
 */
function enterIdleClass(chrtArgs: string[]) {
  if (process.platform !== 'linux') return;
  try {
    execFileSync('chrt', ['--idle', ...chrtArgs], { stdio: 'ignore', timeout: 5000 });
  } catch {
    // no chrt, or not permitted: the nice value stays in force
  }
}

/**
 * Lowers the whole process: every thread Node has started so far (libuv's pool, where sharp
 * encodes, among them), and, through inheritance, the threads started later (libvips' workers).
 */
export function lowerProcessPriority(nice: number, policy: BackgroundPolicy): void {
  let threads: string[] = [];
  try {
    threads = readdirSync('/proc/self/task');
  } catch {
    // no /proc (not Linux): the process priority is all there is
  }
  os.setPriority(nice);
  renice(nice, threads);
  if (policy === 'idle') enterIdleClass(['--all-tasks', '--pid', '0', String(process.pid)]);
}

/** Lowers only the calling thread (a worker thread), not the process it shares with the API. */
export function lowerThreadPriority(nice: number, policy: BackgroundPolicy): void {
  try {
    renice(nice, []);
  } catch {
    // not permitted: the thread keeps the process's priority
  }
  if (policy !== 'idle') return;
  let tid: string | undefined;
  try {
    // "<pid>/task/<tid>": Node does not tell a thread its own id
    tid = readlinkSync('/proc/thread-self').split('/').pop();
  } catch {
    // not Linux
  }
  if (tid) enterIdleClass(['--pid', '0', tid]);
}
