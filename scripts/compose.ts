/**
 * Composes the subgraph SDL files into schema/supergraph.graphql (for the gateway) and schema/api.graphql (the
 * client-facing schema, for the Relay compiler). With --check it fails when the committed files differ.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { composeServices } from '@apollo/composition';
import { parse, printSchema } from 'graphql';
import { SUBGRAPHS, DEFAULT_SUBGRAPH_PORTS } from '@dukkan/shared';

const root = new URL('../', import.meta.url);

export function composeSupergraph(): { supergraph: string; api: string } {
  const services = SUBGRAPHS.map((name) => ({
    name,
    url: `http://127.0.0.1:${DEFAULT_SUBGRAPH_PORTS[name]}/graphql`,
    typeDefs: parse(readFileSync(new URL(`subgraphs/${name}/schema.graphql`, root), 'utf8')),
  }));
  const result = composeServices(services);
  if (result.errors?.length || !result.schema || !result.supergraphSdl) {
    throw new Error(`Composition failed:\n${(result.errors ?? []).map((error) => `- ${error.message}`).join('\n')}`);
  }
  const api = printSchema(result.schema.toAPISchema().toGraphQLJSSchema());
  return { supergraph: result.supergraphSdl, api: `${api}\n` };
}

const isMain = import.meta.url === `file://${process.argv[1]}`;
if (isMain) {
  const { supergraph, api } = composeSupergraph();
  const targets = { 'schema/supergraph.graphql': supergraph, 'schema/api.graphql': api };
  if (process.argv.includes('--check')) {
    const drifted = Object.entries(targets).filter(([file, text]) => {
      try {
        return readFileSync(new URL(file, root), 'utf8') !== text;
      } catch {
        return true;
      }
    });
    if (drifted.length) {
      console.error(`Out of date: ${drifted.map(([file]) => file).join(', ')}. Run npm run compose and commit.`);
      process.exit(1);
    }
    console.log('supergraph is up to date');
  } else {
    for (const [file, text] of Object.entries(targets)) writeFileSync(new URL(file, root), text);
    console.log('wrote schema/supergraph.graphql and schema/api.graphql');
  }
}
