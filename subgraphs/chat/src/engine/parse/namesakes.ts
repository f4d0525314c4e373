import type { Catalog } from '../types.ts';
import { normalise } from './normalise.ts';

/**
 * Of the kinds a name is a value of, the one whose rows own the others' rows: "Iron Maiden" is the artist and the
 * artist's self-titled album, and "sales by Iron Maiden", "how many albums does Iron Maiden have?" ask about the
 * artist (they were the album's 3.96 and 1). Each kind names the rows of its own table (an album's title, an artist's
 * name), and the owned table reaches the owner through its references (an album's artist). Undefined when no kind
 * owns another, or when the name is said beside an owned kind's word ("the Iron Maiden album", "ألبوم Iron Maiden").
 */
export function owningKind(catalog: Catalog, kinds: string[], beside: string[]): string | undefined {
  const tableNamedBy = (kind: string) => Object.keys(catalog.tables).find((key) => catalog.tables[key].rows?.dimension === kind);
  const owns = (owner: string, owned: string) => {
    const ownedTable = tableNamedBy(owned);
    const binding = ownedTable ? catalog.dimensions.find((d) => d.key === owner)?.on[ownedTable] : undefined;
    return Boolean(tableNamedBy(owner) && binding?.joins?.length);
  };
  const saidBeside = (kind: string) => {
    const d = catalog.dimensions.find((x) => x.key === kind);
    // The rows' own plural ("Iron Maiden albums", "ألبومات Iron Maiden") are the owner's things, not the one named so.
    const table = tableNamedBy(kind);
    const rows = new Set(catalog.metrics.filter((m) => m.table === table && m.sql === 'count(*)').flatMap((m) => [...m.synonyms.en, ...m.synonyms.ar]).map(normalise));
    const names = d ? [d.label.en, d.label.ar, ...[...d.synonyms.en, ...d.synonyms.ar].filter((w) => !rows.has(normalise(w)) || w === d.label.en || w === d.label.ar)].map(normalise) : [];
    return beside.some((word) => names.includes(word) || names.includes(word.replace(/^ال/, '')) || names.includes(`ال${word}`));
  };
  const owner = kinds.find((kind) => kinds.some((other) => other !== kind && owns(kind, other)) && !kinds.some((other) => other !== kind && owns(other, kind)));
  return owner && !kinds.some((other) => other !== owner && saidBeside(other)) ? owner : undefined;
}
