const waiting: (() => void)[] = [];
let painted = false;

/**
 * Runs `task` once the first screen (not the splash) has painted: for what no screen needs (the service
 * worker, the Web Vitals reporter), so that on a slow connection it does not compete with a screen's code.
 */
export function afterFirstScreen(task: () => void): void {
  if (painted) task();
  else waiting.push(task);
}

/** Called by the root layout once its first screen has painted; runs what waited, once. */
export function firstScreenPainted(): void {
  if (painted) return;
  painted = true;
  for (const task of waiting.splice(0)) task();
}
