import { authSubgraph } from '@dukkan/auth';
import { storeSubgraph } from '@dukkan/store';
import { appsSubgraph } from '@dukkan/apps';
import { dataSourceSubgraph } from '@dukkan/data-source';
import { chatSubgraph } from '@dukkan/chat';
import type { SubgraphModule } from '@dukkan/shared';

/** Every subgraph, in migration order. */
export const subgraphModules: SubgraphModule[] = [authSubgraph, storeSubgraph, appsSubgraph, dataSourceSubgraph, chatSubgraph];
