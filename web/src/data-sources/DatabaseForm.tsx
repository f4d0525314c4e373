import { useState, type FormEvent } from 'react';
import { Button, FormControlLabel, Grid, MenuItem, Stack, Switch, Tab, Tabs, TextField } from '@mui/material';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import type { DatabaseSettings, DataSource } from './data-source-api.ts';
import { messages } from './messages.ts';

const DEFAULT_PORTS: Record<string, string> = { postgres: '5432', mysql: '3306' };

/** The database connection: one URL, or host, port, database, user, password and SSL. */
export function DatabaseForm({ source, busy, onConnect }: { source: DataSource; busy: boolean; onConnect: (settings: DatabaseSettings) => void }) {
  const intl = useIntl();
  const saved = source.connection;
  const [mode, setMode] = useState<'url' | 'fields'>(saved?.host ? 'fields' : 'url');
  const [url, setUrl] = useState('');
  const [fields, setFields] = useState({
    engine: saved?.engine === 'mysql' ? 'mysql' : 'postgres',
    host: saved?.host ?? '',
    port: saved?.port ? String(saved.port) : '',
    database: saved?.database ?? '',
    user: saved?.user ?? '',
    password: '',
    ssl: saved?.ssl ?? false,
  });
  const set = (name: keyof typeof fields) => (event: { target: { value: string } }) => setFields((previous) => ({ ...previous, [name]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (mode === 'url') return onConnect({ url });
    const { password, port, ...rest } = fields;
    // An empty password keeps the saved one.
    onConnect({ ...rest, port: port || DEFAULT_PORTS[fields.engine], ...(password ? { password } : {}) });
  }

  const input = (name: 'host' | 'port' | 'database' | 'user' | 'password', label: MessageDescriptor, extra: object = {}) => (
    <TextField fullWidth label={intl.formatMessage(label)} value={fields[name]} onChange={set(name)} slotProps={{ htmlInput: { 'data-testid': `db-${name}`, dir: 'ltr' } }} {...extra} />
  );

  return (
    <Stack component="form" spacing={2} onSubmit={submit} data-testid="database-form">
      <Tabs value={mode} onChange={(_event, next) => setMode(next)}>
        <Tab value="url" label={intl.formatMessage(messages.connectWithUrl)} data-testid="db-mode-url" />
        <Tab value="fields" label={intl.formatMessage(messages.connectWithFields)} data-testid="db-mode-fields" />
      </Tabs>
      {mode === 'url' ? (
        <TextField
          fullWidth
          label={intl.formatMessage(messages.url)}
          helperText={intl.formatMessage(messages.urlHelp)}
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          slotProps={{ htmlInput: { 'data-testid': 'db-url', dir: 'ltr' } }}
        />
      ) : (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextField select fullWidth label={intl.formatMessage(messages.engine)} value={fields.engine} onChange={set('engine')} data-testid="db-engine">
              <MenuItem value="postgres">PostgreSQL</MenuItem>
              <MenuItem value="mysql">MySQL / MariaDB</MenuItem>
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 5 }}>{input('host', messages.host)}</Grid>
          <Grid size={{ xs: 12, sm: 3 }}>{input('port', messages.port, { placeholder: DEFAULT_PORTS[fields.engine] })}</Grid>
          <Grid size={{ xs: 12, sm: 4 }}>{input('database', messages.databaseName)}</Grid>
          <Grid size={{ xs: 12, sm: 4 }}>{input('user', messages.user)}</Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            {input('password', messages.password, { type: 'password', helperText: saved?.has_password ? intl.formatMessage(messages.passwordKept) : undefined })}
          </Grid>
          <Grid size={12}>
            <FormControlLabel control={<Switch checked={fields.ssl} onChange={(event) => setFields((previous) => ({ ...previous, ssl: event.target.checked }))} />} label={intl.formatMessage(messages.ssl)} />
          </Grid>
        </Grid>
      )}
      <div>
        <Button type="submit" variant="contained" disabled={busy} data-testid="db-connect">
          <FormattedMessage {...messages.connect} />
        </Button>
      </div>
    </Stack>
  );
}
