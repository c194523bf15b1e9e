interface Closable {
  close(): Promise<void>;
}

/** Remembers what a backend opened so that closing the backend closes it all. */
export function trackClosables() {
  const open = new Set<Closable>();
  return {
    add<T extends Closable>(item: T): T {
      open.add(item);
      return item;
    },
    async closeAll(): Promise<void> {
      // BullMQ's close() is idempotent, so closing what its owner already closed is harmless.
      const results = await Promise.allSettled([...open].map((item) => item.close()));
      open.clear();
      const failed = results.find(
        (result): result is PromiseRejectedResult => result.status === 'rejected',
      );
      if (failed) throw failed.reason;
    },
  };
}
