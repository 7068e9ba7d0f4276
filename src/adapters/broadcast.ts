/**
 * The only module that uses BroadcastChannel: a "something changed" signal between the tabs of
 * this site and its service worker. A channel does not hear its own messages, so `announce`
 * also calls the listeners of this context. Where the API is missing, only those run.
 */
export interface Signal {
  announce(): void;
  /** Returns the function that stops listening. */
  listen(listener: () => void): () => void;
}

export function createSignal(name: string): Signal {
  const listeners = new Set<() => void>();
  let channel: BroadcastChannel | undefined;
  const openChannel = () => {
    if (channel || typeof BroadcastChannel === 'undefined') return channel;
    channel = new BroadcastChannel(name);
    channel.onmessage = () => listeners.forEach((listener) => listener());
    return channel;
  };
  return {
    announce() {
      try {
        openChannel()?.postMessage('changed');
      } catch (error) {
        console.warn(`[broadcast] could not announce on "${name}"`, error);
      }
      listeners.forEach((listener) => listener());
    },
    listen(listener) {
      openChannel();
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
