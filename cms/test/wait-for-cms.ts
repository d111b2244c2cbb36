// Every cms file's setup: its tests start once the WordPress of the run is up (cms-ready.ts).
import { waitForCms } from './cms-ready';

await waitForCms();
