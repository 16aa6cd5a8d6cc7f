/**
 * Runs `task` every `intervalMs`, and once shortly after start (at most 30 s later, so start-up
 * pays nothing for it); timers never keep the process alive. Answers a function that stops it.
 */
export function repeatEvery(intervalMs: number, task: () => void): () => void {
  const first = setTimeout(task, Math.min(intervalMs, 30_000));
  const timer = setInterval(task, intervalMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
