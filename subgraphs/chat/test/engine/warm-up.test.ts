import { test } from 'node:test';
import assert from 'node:assert/strict';
import { commerceCatalog, understand } from '../../src/engine/index.ts';
import { WARM_UP_QUESTIONS } from '../../src/engine/warm-up.ts';

// The warm-up only builds what its questions reach: one the engine stopped understanding would leave the parser,
// the SQL and the answer wording cold for a store owner's first question, silently.
test('every warm-up question is understood as a query, in English and in Arabic', () => {
  const languages = new Set<string>();
  for (const question of WARM_UP_QUESTIONS) {
    const understanding = understand(question, { catalog: commerceCatalog, now: new Date('2026-11-22T03:00:00Z'), timezone: 'Asia/Riyadh', currency: 'SAR' });
    assert.ok(understanding.kind === 'plan' || understanding.kind === 'lookup', `${question}: ${understanding.kind}`);
    languages.add(understanding.language);
  }
  assert.deepEqual([...languages].sort(), ['ar', 'en']);
});
