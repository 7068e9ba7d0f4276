import { createStore } from 'jotai';

/** The one jotai store of the app; non-React code reads and writes atoms through it. */
export const appStore = createStore();
