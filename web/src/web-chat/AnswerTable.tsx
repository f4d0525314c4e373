import { Table, TableBody, TableCell, TableContainer, TableFooter, TableHead, TableRow, Paper } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { useAnswerCurrency } from './store-currency.ts';
import type { AnswerTable as Table_ } from './chat-types.ts';
import { formatCell, isNumeric } from './format.ts';
import { messages } from './messages.ts';

/** The answer's rows with typed, formatted columns and the totals row when there is one. */
export function AnswerTable({ table, language }: { table: Table_; language: string }) {
  const currency = useAnswerCurrency();
  // Logical sides: the table reads in its answer's direction even inside the other interface (an English answer in
  // Arabic), where the right-to-left style rewrite would mirror a physical left or right.
  const align = (type: string) => ({ textAlign: isNumeric(type) ? 'end' : 'start' }) as const;
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ maxHeight: 360 }} data-testid="answer-table">
      <Table size="small" stickyHeader>
        <TableHead>
          <TableRow>
            {table.columns.map((column) => (
              <TableCell key={column.key} sx={{ ...align(column.type), fontWeight: 700 }}>
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {table.rows.map((row, index) => (
            <TableRow key={index} hover>
              {table.columns.map((column) => (
                <TableCell key={column.key} sx={align(column.type)}>
                  {column.type === 'text' ? (
                    // The store's own words (product names, cities) in any language: dir=auto keeps their letters
                    // and punctuation in order inside an answer of the other direction.
                    <span dir="auto">{formatCell(row[column.key], column.type, language, currency, column.key)}</span>
                  ) : (
                    formatCell(row[column.key], column.type, language, currency, column.key)
                  )}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
        {table.totals ? (
          <TableFooter>
            <TableRow>
              {table.columns.map((column, index) => (
                <TableCell key={column.key} sx={{ ...align(column.type), fontWeight: 700, color: 'text.primary' }}>
                  {index === 0 && table.totals?.[column.key] == null ? <FormattedMessage {...messages.total} /> : table.totals?.[column.key] == null ? '' : formatCell(table.totals[column.key], column.type, language, currency)}
                </TableCell>
              ))}
            </TableRow>
          </TableFooter>
        ) : null}
      </Table>
    </TableContainer>
  );
}
