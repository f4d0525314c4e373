import { Link, Table, TableBody, TableCell, TableContainer, TableFooter, TableHead, TableRow, Paper } from '@mui/material';
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
  // One record with many fields (an order looked up: seventeen columns) reads down, a field to a line: across, its
  // items were squeezed to a narrow column and half the fields needed a sideways scroll. Empty fields are left out.
  if (table.rows.length === 1 && table.columns.length > 6 && !table.totals) {
    const row = table.rows[0];
    const filled = table.columns.filter((column) => row[column.key] !== null && row[column.key] !== undefined && row[column.key] !== '');
    return (
      <TableContainer component={Paper} variant="outlined" data-testid="answer-table" data-layout="record">
        <Table size="small">
          <TableBody>
            {filled.map((column) => (
              <TableRow key={column.key}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 700, width: '35%', verticalAlign: 'top' }}>
                  {column.label}
                </TableCell>
                <TableCell sx={{ textAlign: 'start' }}>
                  <CellValue value={row[column.key]} type={column.type} language={language} currency={currency} columnKey={column.key} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );
  }
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
                  <CellValue value={row[column.key]} type={column.type} language={language} currency={currency} columnKey={column.key} />
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

/** A cell as the owner reads it: formatted for its type; a web address (a parcel's tracking page) is a link. */
function CellValue({ value, type, language, currency, columnKey }: { value: unknown; type: string; language: string; currency: string; columnKey: string }) {
  const text = formatCell(value, type, language, currency, columnKey);
  if (type !== 'text') return <>{text}</>;
  if (typeof value === 'string' && /^https?:\/\/\S+$/.test(value)) {
    return (
      <Link href={value} target="_blank" rel="noopener noreferrer" dir="ltr">
        {value}
      </Link>
    );
  }
  // The store's own words (product names, cities) in any language: dir=auto keeps their letters and punctuation in
  // order inside an answer of the other direction.
  return <span dir="auto">{text}</span>;
}
