import type { Catalog, ConversationContext } from '../types.ts';
import { normalise } from './normalise.ts';
import { VARIANTS_AR } from './product-names-ar.ts';
import { familyOf, variantOf } from './values.ts';

/**
 * "Units of Linen Abaya - Beige last month", then "and the black one?", "what about navy?", "والأسود؟"; "Oud Oil 50ml",
 * then "and the 100ml?": the same product in the other colour or size said, in place of the one asked (it was "can't":
 * a colour alone names nothing). Only when the products asked are of one family that has that variant.
 */
const ASKED = /^(?:and |what about |how about |now |so |و ?|طيب |وش عن |ايش عن )?(?:the |ال)?(\S+)(?: one| ones| size| colou?r| version| variant| واحد| حجم| لون)?$/;

export function otherVariantAsked(text: string, context: ConversationContext, catalog: Catalog): string {
  const plan = context.plan;
  if (plan?.kind !== 'aggregate') return text;
  const named = plan.filters.find((f) => f.dimension === 'product' && f.op === 'eq');
  const families = [...new Set(named?.values.map((v) => familyOf(v)) ?? [])];
  if (!named || families.length !== 1 || !families[0]) return text;
  const said = ASKED.exec(text.trim())?.[1];
  if (!said) return text;
  const word = VARIANTS_AR[said] ?? VARIANTS_AR[`ال${said}`] ?? said;
  const products = catalog.dimensions.find((d) => d.key === 'product')?.values ?? [];
  const other = products.find((v) => familyOf(v) === families[0] && normalise(variantOf(v) ?? '') === word && !named.values.includes(v));
  return other ? `${/^[\u0600-\u06FF]/.test(said) || /^و/.test(text.trim()) ? 'و' : 'and'} ${normalise(other)}` : text;
}
