import DataLoader from 'dataloader';

/** More than this many calls in one batch run as several statements, so no statement grows unbounded. */
const MAX_BATCH_SIZE = 500;

/**
 * Turns a statement that handles many items at once into a per-item function: calls made while the
 * event loop is busy (a whole class pressing Start together) run as one statement instead of one
 * each. Batches close at the end of the event-loop turn (setImmediate), after every request that was
 * ready has reached its handler. `run` answers one result per item, in order; an Error fails only
 * that item.
 */
export function batchPerTick<Item, Result>(
  run: (items: readonly Item[]) => Promise<ArrayLike<Result | Error>>,
): (item: Item) => Promise<Result> {
  const loader = new DataLoader<Item, Result>(run, {
    cache: false,
    maxBatchSize: MAX_BATCH_SIZE,
    batchScheduleFn: (dispatch) => setImmediate(dispatch),
  });
  return (item) => loader.load(item);
}
