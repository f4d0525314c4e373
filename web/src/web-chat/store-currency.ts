import { createContext, useContext } from 'react';
import { useAppState } from '../state/use-app-state.ts';

/** The store's currency, as the engine formats money in answers; the selected currency until it is known. */
export const StoreCurrency = createContext<string | null>(null);

export function useAnswerCurrency(): string {
  const selected = useAppState((state) => state.settings.currencyCode);
  return useContext(StoreCurrency) ?? selected;
}
