import path from 'node:path';
import type { Plugin } from 'vite';

/** Options of {@link relayArtifacts}. */
export interface RelayArtifactsOptions {
  /** The folder relay-compiler writes every artifact to (relay.config.json `artifactDirectory`). */
  artifactDirectory: string;
}

// The tag as code uses it: not part of a longer name or a path like `/graphql`.
const TAG = /(?<![\w$./])graphql\s*`([^`]*)`/g;
const DEFINITION = /\b(?:query|mutation|subscription|fragment)\s+([A-Za-z_][A-Za-z0-9_]*)/;

/**
 * Turns each graphql`...` tagged template into an import of the artifact relay-compiler generated for it, the job
 * babel-plugin-relay does elsewhere. Written here because the community plugin does not support Vite 8; the
 * compiler itself runs before the build (`npm run relay`), so a missing artifact is a build error, as it should be.
 */
export function relayArtifacts({ artifactDirectory }: RelayArtifactsOptions): Plugin {
  return {
    name: 'dukkan-relay-artifacts',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('node_modules') || !/\.[jt]sx?$/.test(id.split('?')[0]) || !code.includes('graphql`')) return null;
      const imports = new Map<string, string>();
      const transformed = code.replace(TAG, (_whole, text: string) => {
        const name = DEFINITION.exec(text)?.[1];
        if (!name) this.error(`graphql tag without a named operation or fragment in ${id}`);
        const local = `__relay_${name}`;
        const file = path.join(artifactDirectory, `${name}.graphql.ts`).split(path.sep).join('/');
        imports.set(local, `import ${local} from ${JSON.stringify(file)};`);
        return local;
      });
      if (!imports.size) return null;
      // Imports go on the first line so line numbers (and stack traces) stay those of the source.
      return { code: [...imports.values()].join('') + transformed, map: null };
    },
  };
}
