import { readFileSync } from 'node:fs';
import { ApolloGateway, RemoteGraphQLDataSource } from '@apollo/gateway';
import { CALLER_HEADER, encodeCaller, type Caller, type SubgraphName } from '@dukkan/shared';
import { retryStaleConnections } from './subgraph-fetch.ts';

export interface GatewayContext {
  caller: Caller;
}

/** The committed supergraph; the gateway never composes at run time, so what runs is what was reviewed. */
export function readSupergraph(): string {
  return readFileSync(new URL('../../schema/supergraph.graphql', import.meta.url), 'utf8');
}

/**
 * An Apollo Gateway over the committed supergraph. Each subgraph request carries the caller, signed, so subgraphs
 * trust who is calling without seeing the bearer token.
 */
export function createGateway(options: { subgraphUrls: Record<SubgraphName, string>; internalSecret: string }): ApolloGateway {
  // Apollo's gateway reports its own metrics to Apollo every hour unless told not to, and at start probes the cloud
  // metadata addresses (AWS, GCP, Azure) to describe the machine: calls out of a store's deployment that nobody asked
  // for (and a warning on every start offline). Off unless the operator sets APOLLO_TELEMETRY_DISABLED=false.
  const telemetry = process.env.APOLLO_TELEMETRY_DISABLED;
  process.env.APOLLO_TELEMETRY_DISABLED = telemetry ?? 'true';
  try {
    return gatewayOver(options);
  } finally {
    if (telemetry === undefined) delete process.env.APOLLO_TELEMETRY_DISABLED;
  }
}

function gatewayOver(options: { subgraphUrls: Record<SubgraphName, string>; internalSecret: string }): ApolloGateway {
  return new ApolloGateway({
    supergraphSdl: readSupergraph(),
    buildService: ({ name }) => {
      const source = new RemoteGraphQLDataSource<GatewayContext>({
        url: options.subgraphUrls[name as SubgraphName],
        willSendRequest({ request, context }) {
          if (context?.caller) request.http?.headers.set(CALLER_HEADER, encodeCaller(context.caller, options.internalSecret));
        },
      });
      source.fetcher = retryStaleConnections(source.fetcher);
      return source;
    },
  });
}
