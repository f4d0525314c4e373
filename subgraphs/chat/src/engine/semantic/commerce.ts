import type { Catalog } from '../types.ts';
import { commerceTables } from './commerce-tables.ts';
import { commerceMetrics } from './commerce-metrics.ts';
import { commerceDimensions } from './commerce-dimensions.ts';
import { withRollups } from './commerce-rollups.ts';
import { weekDimensions } from './week-days.ts';
import { seasonDimension } from './seasons.ts';
import { monthOfYearDimension } from './months-of-year.ts';
import { hourDimension } from './hours.ts';
import { partOfDayDimension } from './parts-of-day.ts';

/**
 * The semantic layer over the store warehouse: every identifier the engine may ever put in SQL comes from here. The
 * daily rollups are in it as alternative tables, used only when compile is told they are fresh.
 */
export const commerceCatalog: Catalog = withRollups({
  name: 'commerce',
  tables: commerceTables,
  metrics: commerceMetrics,
  dimensions: [...commerceDimensions, ...weekDimensions(commerceTables), seasonDimension(commerceTables), monthOfYearDimension(commerceTables), hourDimension(commerceTables), partOfDayDimension(commerceTables)],
  orders: true,
});
