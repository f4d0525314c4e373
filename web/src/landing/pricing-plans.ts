import type { MessageDescriptor } from 'react-intl';
import { landingMessages as m } from './messages.ts';
import type { Currency } from '../state/app-state.ts';

/** A home pricing plan (SPEC 3, 9.1): yearly prices are the year's total, 10% off twelve months. */
export interface PricingPlan {
  name: MessageDescriptor;
  description?: MessageDescriptor;
  monthlyPrice: number | null;
  yearlyPrice: number | null;
  monthlyPrice_SAR: number | null;
  yearlyPrice_SAR: number | null;
  conversations: number | null;
  features: MessageDescriptor[];
}

export const PRICING_PLANS: PricingPlan[] = [
  { name: m.planStarter, description: m.idealForTesting, monthlyPrice: 0, yearlyPrice: 0, monthlyPrice_SAR: 0, yearlyPrice_SAR: 0, conversations: 5, features: [m.dataWarehousing] },
  { name: m.planBasic, monthlyPrice: 70, yearlyPrice: 756, monthlyPrice_SAR: 273, yearlyPrice_SAR: 2948, conversations: 50, features: [m.dataWarehousing] },
  { name: m.planStandard, monthlyPrice: 210, yearlyPrice: 2268, monthlyPrice_SAR: 693, yearlyPrice_SAR: 7484, conversations: 200, features: [m.dataWarehousing, m.eventAlertsSoon] },
  { name: m.planPro, monthlyPrice: 490, yearlyPrice: 5281, monthlyPrice_SAR: 1743, yearlyPrice_SAR: 18824, conversations: 500, features: [m.dataWarehousing, m.eventAlerts] },
  { name: m.planEnterprise, monthlyPrice: null, yearlyPrice: null, monthlyPrice_SAR: null, yearlyPrice_SAR: null, conversations: null, features: [m.dataWarehousing, m.apiAccess] },
];

/** The third plan (Standard) is selected by default (SPEC 4.8). */
export const DEFAULT_PLAN_INDEX = 2;

/** The warehouse's cost per row, shown on yearly non-starter plans. */
export const WAREHOUSE_COST_PER_ROW = 0.15;

export function priceOf(plan: PricingPlan, period: 'month' | 'year', currency: Currency): number | null {
  if (currency === 'SAR') return period === 'month' ? plan.monthlyPrice_SAR : plan.yearlyPrice_SAR;
  return period === 'month' ? plan.monthlyPrice : plan.yearlyPrice;
}
