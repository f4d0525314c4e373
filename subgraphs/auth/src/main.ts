/** Runs the auth subgraph as its own process (docker-compose service `auth`). */
import { runSubgraphProcess } from '@dukkan/shared/http/serve-process.ts';
import { authSubgraph } from './index.ts';

await runSubgraphProcess(authSubgraph);
