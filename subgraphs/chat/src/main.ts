/** Runs the chat subgraph as its own process (docker-compose service `chat`). */
import { runSubgraphProcess } from '@dukkan/shared/http/serve-process.ts';
import { chatSubgraph } from './index.ts';

await runSubgraphProcess(chatSubgraph);
