// The simulation worker when firerules runs from its TypeScript sources (a clone, the tests):
// a worker thread starts without the main thread's tsx hooks, so it registers them itself.
import { register } from 'tsx/esm/api';

register();
const { default: playSlice } = await import('./sim-worker.ts');
export default playSlice;
