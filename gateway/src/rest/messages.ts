import { translate, type Catalog, type Locale } from '@dukkan/shared';

/** What the REST adapter itself refuses before any operation runs: fields its GraphQL mapping cannot do without. */
const restMessages: Catalog = {
  tableNameRequired: { en: 'Give the table name (table_name).', ar: 'أدخل اسم الجدول (table_name).' },
  oneFile: { en: 'Upload one file at a time.', ar: 'ارفع ملفاً واحداً في كل مرة.' },
  replaceNotBoolean: { en: 'replace must be true or false.', ar: 'يجب أن تكون قيمة replace إما true أو false.' },
};

export function restMessage(locale: Locale, key: string): string {
  return translate(restMessages, locale, key);
}
