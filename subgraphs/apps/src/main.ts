/** Runs the apps subgraph as its own process (docker-compose service `apps`). */
import { runSubgraphProcess } from '@dukkan/shared/http/serve-process.ts';
import { appsSubgraph } from './index.ts';

await runSubgraphProcess(appsSubgraph);
