/** Runs the data-source subgraph as its own process (docker-compose service `data-source`). */
import { runSubgraphProcess } from '@dukkan/shared/http/serve-process.ts';
import { dataSourceSubgraph } from './index.ts';

await runSubgraphProcess(dataSourceSubgraph);
