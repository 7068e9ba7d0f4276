/** Code that loads when first asked for: once, and a failed load forgotten, so the next ask tries again. */
export interface OnDemand<T> {
  /** What loaded, or undefined while it has not. */
  loaded(): T | undefined;
  load(): Promise<void>;
}

export function onDemand<T>(importIt: () => Promise<T>): OnDemand<T> {
  let value: T | undefined;
  let loading: Promise<void> | undefined;
  return {
    loaded: () => value,
    load() {
      loading ??= importIt().then(
        (loaded) => {
          value = loaded;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
  };
}
