// Node 20 lacks fs.globSync, which MikroORM 7 imports by name (it needs Node 22 for it). On Node 20 this hook
// hands MikroORM a node:fs that also exports globSync; on Node 22 and later it does nothing.
import { register } from 'node:module';
import fs from 'node:fs';

if (typeof fs.globSync !== 'function') register('./node20-hooks.mjs', import.meta.url);
