import { MenuItem, TextField } from '@mui/material';
import { useIntl } from 'react-intl';
import { useAppState } from '../state/use-app-state.ts';
import type { Currency } from '../state/app-state.ts';
import { CURRENCIES, setCurrency } from './settings-actions.ts';
import { settingsMessages } from './messages.ts';

/** The footer's currency dropdown (USD or SAR); prices on the page follow it. */
export function CurrencySelect() {
  const intl = useIntl();
  const currency = useAppState((state) => state.settings.currencyCode);
  return (
    <TextField
      select
      size="small"
      label={intl.formatMessage(settingsMessages.currency)}
      value={currency}
      onChange={(event) => setCurrency(event.target.value as Currency)}
      sx={{ minWidth: 120, '& .MuiInputBase-root': { bgcolor: 'background.paper' } }}
      slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'currency-select' } as object } }}
    >
      {CURRENCIES.map((option) => (
        <MenuItem key={option} value={option} data-testid={`currency-option-${option}`}>
          {intl.formatMessage(settingsMessages[option])}
        </MenuItem>
      ))}
    </TextField>
  );
}
