import { commerceCatalog } from './semantic/commerce.ts';
import { answerQuestion } from './answer-question.ts';

/**
 * Questions that take the engine through its word lists, patterns, periods, SQL and answer wording once, in both
 * languages: these are built on first use, and the first question a store owner asked after a start paid for them
 * (about a second, where the next took milliseconds).
 */
export const WARM_UP_QUESTIONS = [
  'sales by city last month vs the month before',
  'top 5 products by revenue this year as a pie chart',
  'where is order 1001?',
  'كم عدد الطلبات حسب المدينة هذا الشهر؟',
  'أفضل ٥ منتجات مبيعاً في الربع الماضي',
];

/** Asks the warm-up questions of the commerce catalog with no database: every query "returns" no rows. */
export async function warmUpEngine(): Promise<void> {
  const now = new Date();
  for (const question of WARM_UP_QUESTIONS) {
    await answerQuestion(question, { catalog: commerceCatalog, storeId: 0, now, timezone: 'Asia/Riyadh', currency: 'SAR', run: async () => [] });
  }
}
