import { useEffect, useState } from 'react';
import { Button, Card, CardActions, CardContent, Chip, Grid, Stack, Typography } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { ScreenHeader } from '../data-sources/ScreenHeader.tsx';
import { messages, storeTypeMessages } from './messages.ts';
import { STORE_TYPES, type StoreType } from './store-types.ts';
import { sellerApi } from './seller-api.ts';

/** /dashboard/configure-store (SPEC 2.3): a card per store type leading to its page, the store's own type marked. */
export function StoreTypePicker() {
  const [current, setCurrent] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    // store_type is underscore-separated parts, the first the base type (SPEC 3); the demo store is `seller_demo`.
    sellerApi
      .storeType()
      .then((type) => live && setCurrent(type?.split('_')[0] ?? null))
      .catch(() => {}); // the mark is a nicety: the cards work without it
    return () => {
      live = false;
    };
  }, []);
  return (
    <Stack spacing={3} data-testid="configure-store-screen">
      <Stack spacing={1}>
        <ScreenHeader testId="configure-store-title" title={<FormattedMessage {...messages.title} />} />
        <Typography color="text.secondary">
          <FormattedMessage {...messages.pickerHelp} />
        </Typography>
      </Stack>
      <Grid container spacing={2}>
        {STORE_TYPES.map((type: StoreType) => {
          const isCurrent = current === type;
          return (
            <Grid key={type} size={{ xs: 12, sm: 6, lg: 3 }}>
              <Card
                variant="outlined"
                data-testid={`store-type-${type}`}
                data-current={isCurrent}
                sx={{ height: '100%', display: 'flex', flexDirection: 'column', borderColor: isCurrent ? 'primary.main' : undefined, borderWidth: isCurrent ? 2 : 1 }}
              >
                <CardContent sx={{ flexGrow: 1 }}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
                    <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
                      <FormattedMessage {...storeTypeMessages[type]} />
                    </Typography>
                    {isCurrent ? <Chip size="small" color="primary" label={<FormattedMessage {...messages.current} />} data-testid="store-type-current" /> : null}
                  </Stack>
                  <Typography variant="body2" color="text.secondary">
                    <FormattedMessage {...storeTypeMessages[`${type}Line`]} />
                  </Typography>
                </CardContent>
                <CardActions sx={{ px: 2, pb: 2 }}>
                  <Button component={RouterLink} to={`/dashboard/configure-store/${type}`} variant={isCurrent ? 'contained' : 'outlined'} data-testid={`store-type-${type}-open`}>
                    <FormattedMessage {...messages.open} />
                  </Button>
                </CardActions>
              </Card>
            </Grid>
          );
        })}
      </Grid>
    </Stack>
  );
}
