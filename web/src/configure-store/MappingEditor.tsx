import { useMemo, useState } from 'react';
import { Alert, Box, Button, Chip, MenuItem, Paper, Select, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { fieldMessages, messages } from './messages.ts';
import type { FieldMapping, SellerField, SellerImport } from './seller-api.ts';

/** The mapping as the editor holds it: each field key and the columns it is read from, in order. */
type Draft = Record<string, string[]>;

const draftOf = (mapping: FieldMapping[]): Draft => Object.fromEntries(mapping.map((m) => [m.field, m.columns]));
const sameColumns = (a: string[] = [], b: string[] = []) => a.length === b.length && a.every((column, index) => column === b[index]);

/**
 * Each warehouse field and the file column(s) it was read from, each changeable to another of the file's headers or
 * to none; the columns no field uses (kept with each line) below; and a re-import with the mapping as edited.
 * Choosing a column replaces every column the field was read from with that one.
 */
export function MappingEditor({ imported, fields, busy, error, needsFix, onReimport }: {
  imported: SellerImport;
  fields: SellerField[];
  busy: boolean;
  error: string | null;
  /** The import failed because required fields were not found: the help says which to choose. */
  needsFix: boolean;
  onReimport: (mapping: FieldMapping[]) => void;
}) {
  const intl = useIntl();
  const original = useMemo(() => draftOf(imported.mapping), [imported.mapping]);
  const [draft, setDraft] = useState<Draft>(original);
  const changed = fields.some((field) => !sameColumns(draft[field.key], original[field.key]));
  const used = new Set(Object.values(draft).flat());
  // What the server kept until something changes; then what the edited mapping leaves out.
  const extra = changed ? imported.headers.filter((header) => !used.has(header)) : imported.extraColumns;
  // The fields the file filled come first, so what was read is seen without scrolling past the empty ones.
  const ordered = useMemo(() => [...fields.filter((field) => original[field.key]?.length), ...fields.filter((field) => !original[field.key]?.length)], [fields, original]);
  const label = (key: string) => (Object.hasOwn(fieldMessages, key) ? intl.formatMessage(fieldMessages[key as keyof typeof fieldMessages]) : key);

  return (
    <Paper variant="outlined" sx={{ p: 3 }} data-testid="seller-mapping">
      <Stack spacing={2}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          <FormattedMessage {...messages.mappingHeading} />
        </Typography>
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage {...(needsFix ? messages.mappingFixHelp : messages.mappingHelp)} />
        </Typography>
        <TableContainer>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>
                  <FormattedMessage {...messages.fieldHeader} />
                </TableCell>
                <TableCell>
                  <FormattedMessage {...messages.columnHeader} />
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {ordered.map((field) => {
                const columns = draft[field.key] ?? [];
                return (
                  <TableRow key={field.key} data-testid="mapping-row" data-field={field.key} data-columns={columns.join('|')}>
                    <TableCell sx={{ width: '45%' }}>
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                        <Typography variant="body2" data-testid="mapping-field-label">
                          {label(field.key)}
                        </Typography>
                        <Chip size="small" variant="outlined" label={<FormattedMessage {...(field.level === 'order' ? messages.orderLevel : messages.lineLevel)} />} />
                      </Stack>
                    </TableCell>
                    <TableCell>
                      <Select
                        size="small"
                        displayEmpty
                        value={columns[0] ?? ''}
                        onChange={(event) => setDraft((previous) => ({ ...previous, [field.key]: event.target.value ? [event.target.value] : [] }))}
                        sx={{ minWidth: 220, maxWidth: '100%', typography: 'body2' }}
                        inputProps={{ 'aria-label': label(field.key) }}
                        data-testid={`mapping-select-${field.key}`}
                        disabled={busy}
                      >
                        <MenuItem value="" sx={{ typography: 'body2' }}>
                          <Typography component="em" variant="inherit" color="text.secondary">
                            <FormattedMessage {...messages.notUsed} />
                          </Typography>
                        </MenuItem>
                        {imported.headers.map((header) => (
                          <MenuItem key={header} value={header} data-testid="mapping-option" sx={{ typography: 'body2' }}>
                            {header}
                          </MenuItem>
                        ))}
                      </Select>
                      {columns.length > 1 ? (
                        <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 0.5 }}>
                          <FormattedMessage {...messages.alsoColumns} values={{ columns: intl.formatList(columns.slice(1)) }} />
                        </Typography>
                      ) : null}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
        <Box data-testid="seller-extra-columns">
          <Typography variant="subtitle2" sx={{ mb: 1 }}>
            <FormattedMessage {...messages.extraHeading} />
          </Typography>
          {extra.length ? (
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {extra.map((column) => (
                <Chip key={column} size="small" label={column} data-testid="extra-column" />
              ))}
            </Stack>
          ) : (
            <Typography variant="body2" color="text.secondary">
              <FormattedMessage {...messages.noExtra} />
            </Typography>
          )}
        </Box>
        {error ? (
          <Alert severity="error" data-testid="seller-mapping-error">
            {error}
          </Alert>
        ) : null}
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Button
            variant="contained"
            disabled={busy || (!changed && !needsFix)}
            onClick={() => onReimport(fields.map((field) => ({ field: field.key, columns: draft[field.key] ?? [] })).filter((m) => m.columns.length))}
            data-testid="seller-reimport"
          >
            <FormattedMessage {...messages.reimport} />
          </Button>
          {!changed && !needsFix ? (
            <Typography variant="body2" color="text.secondary">
              <FormattedMessage {...messages.unchanged} />
            </Typography>
          ) : null}
        </Stack>
      </Stack>
    </Paper>
  );
}
