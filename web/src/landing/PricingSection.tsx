import { useState } from 'react';
import { Box, Button, Card, CardActions, CardContent, Container, Grid, Stack, Switch, Tooltip, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { useAppState } from '../state/use-app-state.ts';
import { landingMessages } from './messages.ts';
import { DEFAULT_PLAN_INDEX, PRICING_PLANS, WAREHOUSE_COST_PER_ROW, priceOf } from './pricing-plans.ts';
import { routeNames } from '../app/route-names.ts';

/** Plans in the chosen currency with a monthly/yearly switch (default monthly); "Select Plan" leads to billing. */
export function PricingSection() {
  const intl = useIntl();
  const currency = useAppState((state) => state.settings.currencyCode);
  const [period, setPeriod] = useState<'month' | 'year'>('month');
  const [selected, setSelected] = useState(DEFAULT_PLAN_INDEX);
  const money = (value: number) => intl.formatNumber(value, { style: 'currency', currency, maximumFractionDigits: 2, minimumFractionDigits: 0 });
  return (
    <Container maxWidth="lg" component="section" id="pricing" sx={{ py: 8 }} data-testid="pricing-section">
      <Typography variant="h3" component="h2" gutterBottom sx={{ fontWeight: 800, textAlign: 'center' }}>
        <FormattedMessage {...landingMessages.pricingTitle} />
      </Typography>
      <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
        <FormattedMessage {...landingMessages.pricingPerUser} />
      </Typography>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'center', my: 3 }}>
        <FormattedMessage {...landingMessages.monthly} />
        <Switch checked={period === 'year'} onChange={(_event, yearly) => setPeriod(yearly ? 'year' : 'month')} slotProps={{ input: { 'aria-label': intl.formatMessage(landingMessages.yearly) } }} data-testid="pricing-period" />
        <FormattedMessage {...landingMessages.yearly} />
      </Stack>
      <Grid container spacing={2} sx={{ justifyContent: 'center' }}>
        {PRICING_PLANS.map((plan, index) => {
          const price = priceOf(plan, period, currency);
          const priceText = price === null ? intl.formatMessage(landingMessages.custom) : money(price);
          return (
            <Grid key={plan.name.id} size={{ xs: 12, sm: 6, lg: 2.4 }}>
              <Card variant="outlined" onClick={() => setSelected(index)} sx={{ height: '100%', display: 'flex', flexDirection: 'column', borderColor: selected === index ? 'secondary.main' : 'divider', borderWidth: 2 }} data-testid={`plan-${index}`}>
                <CardContent sx={{ flexGrow: 1 }}>
                  <Typography sx={{ fontWeight: 700 }}>
                    <FormattedMessage {...plan.name} />
                  </Typography>
                  <Tooltip title={period === 'year' && index > 0 && price !== null ? intl.formatMessage(landingMessages.warehouseCost, { price: money(WAREHOUSE_COST_PER_ROW) }) : ''}>
                    <Typography variant="h5" sx={{ fontWeight: 800, my: 1, whiteSpace: "nowrap" }} data-testid={`plan-${index}-price`}>
                      {priceText}
                      {price === null ? null : (
                        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: "block" }}>
                          <FormattedMessage {...(period === 'month' ? landingMessages.perMonth : landingMessages.perYear)} />
                        </Typography>
                      )}
                    </Typography>
                  </Tooltip>
                  {plan.description ? (
                    <Typography variant="body2" color="text.secondary">
                      <FormattedMessage {...plan.description} />
                    </Typography>
                  ) : null}
                  <Stack spacing={1} sx={{ mt: 2 }}>
                    {[plan.conversations === null ? intl.formatMessage(landingMessages.customConversations) : intl.formatMessage(landingMessages.conversations, { count: plan.conversations }), ...plan.features.map((feature) => intl.formatMessage(feature))].map((text) => (
                      <Box key={text} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                        <CheckIcon fontSize="small" color="success" />
                        <Typography variant="body2">{text}</Typography>
                      </Box>
                    ))}
                  </Stack>
                </CardContent>
                <CardActions sx={{ p: 2 }}>
                  <Button fullWidth variant={selected === index ? 'contained' : 'outlined'} component={RouterLink} to={price === null ? '/about-us' : '/dashboard/billings'}>
                    <FormattedMessage {...(price === null ? landingMessages.contactUs : landingMessages.selectPlan)} />
                  </Button>
                </CardActions>
              </Card>
            </Grid>
          );
        })}
      </Grid>
    </Container>
  );
}
