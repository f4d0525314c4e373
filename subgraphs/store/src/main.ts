/** Runs the store subgraph as its own process (docker-compose service `store`). */
import { runSubgraphProcess } from '@dukkan/shared/http/serve-process.ts';
import { storeSubgraph } from './index.ts';

await runSubgraphProcess(storeSubgraph);
