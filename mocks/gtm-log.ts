/** One load of the stand-in tag manager: which container, when, and from which page. */
export interface ContainerLoad {
  id: number;
  loadedAt: string;
  containerId: string;
  /** The page that asked for it (the `Referer` header), '' when the browser sent none. */
  page: string;
}

/** Every `gtm.js` the mock served, oldest first; lives as long as the process. */
function createContainerLog() {
  let loads: ContainerLoad[] = [];
  return {
    add(containerId: string, page: string): ContainerLoad {
      const load = { id: loads.length + 1, loadedAt: new Date().toISOString(), containerId, page };
      loads.push(load);
      return load;
    },
    list: (): readonly ContainerLoad[] => [...loads],
    clear() {
      loads = [];
    },
  };
}

export const gtmLog = createContainerLog();
