import { translate, type Catalog, type Locale } from '@dukkan/shared';

/** Every message a seller sees from data sources, custom tables and database connections, in English and Arabic. */
export const dataSourceMessages: Catalog = {
  sourceNotFound: { en: 'This data source does not exist.', ar: 'مصدر البيانات هذا غير موجود.' },
  tableNotFound: { en: 'The table "{table}" does not exist.', ar: 'الجدول "{table}" غير موجود.' },
  columnNotFound: { en: 'The column "{column}" does not exist in "{table}".', ar: 'العمود "{column}" غير موجود في "{table}".' },
  kindUnknown: { en: 'Choose a data source type: database, csv, meta-ads, google-analytics or google-ads.', ar: 'اختر نوع مصدر البيانات: قاعدة بيانات أو csv أو meta-ads أو google-analytics أو google-ads.' },
  notYetAvailable: { en: 'Connecting {name} is not available yet.', ar: 'ربط {name} غير متاح بعد.' },
  notADatabase: { en: 'Only a database source has connection settings.', ar: 'إعدادات الاتصال خاصة بمصادر قواعد البيانات فقط.' },
  notCsv: { en: 'Files can only be uploaded to a CSV data source.', ar: 'يمكن رفع الملفات إلى مصدر بيانات CSV فقط.' },
  readOnlySource: { en: 'Rows of a connected database are read-only here.', ar: 'صفوف قاعدة البيانات المتصلة للقراءة فقط هنا.' },
  // Removing
  startingSourceKept: {
    en: 'The store\'s starting sources cannot be removed, and "{name}" is one of them. You can delete its tables instead.',
    ar: 'لا يمكن إزالة مصادر البيانات الأساسية للمتجر، و"{name}" أحدها. يمكنك حذف جداوله بدلاً من ذلك.',
  },
  databaseTableKept: {
    en: 'The table "{table}" belongs to the connected database and cannot be deleted here. Remove it in the database, then connect again.',
    ar: 'الجدول "{table}" تابع لقاعدة البيانات المتصلة ولا يمكن حذفه من هنا. احذفه من قاعدة البيانات ثم أعد الاتصال.',
  },
  tableUploading: {
    en: 'A file is still being uploaded into "{table}". Wait for it to finish or cancel it, then delete the table.',
    ar: 'ما زال رفع ملف إلى "{table}" جارياً. انتظر حتى ينتهي أو ألغِه، ثم احذف الجدول.',
  },
  sourceUploading: {
    en: 'A file is still being uploaded into "{table}" of this source. Wait for it to finish or cancel it, then remove the source.',
    ar: 'ما زال رفع ملف إلى "{table}" في هذا المصدر جارياً. انتظر حتى ينتهي أو ألغِه، ثم أزل المصدر.',
  },
  rowIdsRequired: { en: 'Choose at least one row to delete.', ar: 'اختر صفاً واحداً على الأقل لحذفه.' },
  tooManyRows: { en: 'Delete at most {max} rows at a time.', ar: 'احذف {max} صف على الأكثر في كل مرة.' },
  nameTooLong: { en: 'The name may have at most {max} characters.', ar: 'يجب ألا يزيد الاسم عن {max} حرفاً.' },
  commentTooLong: { en: 'The comment may have at most {max} characters.', ar: 'يجب ألا يزيد التعليق عن {max} حرفاً.' },
  // Files
  fileRequired: { en: 'Choose a CSV file to upload.', ar: 'اختر ملف CSV لرفعه.' },
  noTableToReplace: { en: 'There is no table "{name}" in this source to replace.', ar: 'لا يوجد في هذا المصدر جدول "{name}" لاستبداله.' },
  fileMissing: { en: 'The uploaded file was not found; upload it again.', ar: 'لم يُعثر على الملف المرفوع، ارفعه مرة أخرى.' },
  wrongFileType: { en: 'This is not a CSV file. Save it as CSV (comma, semicolon or tab separated) and upload it again.', ar: 'هذا ليس ملف CSV. احفظه بصيغة CSV (مفصول بفواصل أو فواصل منقوطة أو علامات جدولة) ثم ارفعه مرة أخرى.' },
  spreadsheet: { en: 'This is an Excel workbook. Save it as CSV from Excel (File > Save As > CSV) and upload it again.', ar: 'هذا مصنف Excel. احفظه بصيغة CSV من Excel (ملف > حفظ باسم > CSV) ثم ارفعه مرة أخرى.' },
  emptyFile: { en: 'The file is empty.', ar: 'الملف فارغ.' },
  headerOnly: { en: 'The file has a header row but no data rows.', ar: 'يحتوي الملف على صف العناوين فقط دون أي صفوف بيانات.' },
  unclosedQuote: { en: 'A quoted value is never closed (line {line}).', ar: 'توجد قيمة بين علامتي تنصيص لم تُغلق (السطر {line}).' },
  malformed: { en: 'The file could not be read as CSV (line {line}).', ar: 'تعذرت قراءة الملف بصيغة CSV (السطر {line}).' },
  ragged: { en: 'Some rows have more values than the header has columns: lines {lines}.', ar: 'بعض الصفوف تحتوي على قيم أكثر من أعمدة صف العناوين: الأسطر {lines}.' },
  raggedOne: { en: 'A row has more values than the header has columns: line {lines}.', ar: 'أحد الصفوف يحتوي على قيم أكثر من أعمدة صف العناوين: السطر {lines}.' },
  shortRows: { en: 'Some rows have fewer values than the header has columns: lines {lines}.', ar: 'بعض الصفوف تحتوي على قيم أقل من أعمدة صف العناوين: الأسطر {lines}.' },
  shortRowsOne: { en: 'A row has fewer values than the header has columns: line {lines}.', ar: 'أحد الصفوف يحتوي على قيم أقل من أعمدة صف العناوين: السطر {lines}.' },
  unevenRows: { en: 'Some rows do not have one value for each column of the header: lines {lines}.', ar: 'بعض الصفوف لا تحتوي على قيمة لكل عمود من أعمدة صف العناوين: الأسطر {lines}.' },
  unevenRowsOne: { en: 'A row does not have one value for each column of the header: line {lines}.', ar: 'أحد الصفوف لا يحتوي على قيمة لكل عمود من أعمدة صف العناوين: السطر {lines}.' },
  tooManyColumns: { en: 'The file has {count} columns; at most {max} are supported.', ar: 'يحتوي الملف على {count} عموداً، والحد الأقصى {max}.' },
  // Table uploads run as jobs: each bad line is told by its number, and a stopped upload changes nothing.
  raggedLine: { en: 'Line {line} has more values than the header has columns.', ar: 'السطر {line} يحتوي على قيم أكثر من أعمدة صف العناوين.' },
  shortLine: { en: 'Line {line} has fewer values than the header has columns.', ar: 'السطر {line} يحتوي على قيم أقل من أعمدة صف العناوين.' },
  moreBadLines: { en: '{count} lines have problems; the first {shown} are listed.', ar: 'توجد مشكلات في {count} سطراً؛ تُعرض أول {shown} منها.' },
  importFailed: { en: 'The upload failed; the previous table of this name is unchanged.', ar: 'فشل الرفع؛ الجدول السابق بهذا الاسم لم يتغير.' },
  importCancelled: { en: 'The upload was cancelled; the previous table of this name is unchanged.', ar: 'أُلغي الرفع؛ الجدول السابق بهذا الاسم لم يتغير.' },
  // Rows
  rowValuesRequired: { en: 'Give at least one column value.', ar: 'أدخل قيمة عمود واحد على الأقل.' },
  rowNotFound: { en: 'Row {id} does not exist.', ar: 'الصف {id} غير موجود.' },
  badValue: { en: '"{value}" is not a valid {type} for "{column}".', ar: 'القيمة "{value}" غير صالحة للعمود "{column}"؛ المتوقع: {type}.' },
  // Column types as badValue names them (`type.<ColumnType>`).
  'type.integer': { en: 'integer', ar: 'عدد صحيح' },
  'type.bigint': { en: 'integer', ar: 'عدد صحيح' },
  'type.decimal': { en: 'decimal', ar: 'عدد عشري' },
  'type.boolean': { en: 'yes/no value', ar: 'قيمة نعم/لا' },
  'type.date': { en: 'date', ar: 'تاريخ' },
  'type.timestamp': { en: 'date and time', ar: 'تاريخ ووقت' },
  'type.timestamptz': { en: 'date and time', ar: 'تاريخ ووقت' },
  'type.text': { en: 'text', ar: 'نص' },
  // Databases
  engineRequired: { en: 'Choose PostgreSQL or MySQL/MariaDB.', ar: 'اختر PostgreSQL أو MySQL/MariaDB.' },
  hostRequired: { en: 'Enter the database host.', ar: 'أدخل عنوان خادم قاعدة البيانات.' },
  databaseRequired: { en: 'Enter the database name.', ar: 'أدخل اسم قاعدة البيانات.' },
  userRequired: { en: 'Enter the database user.', ar: 'أدخل اسم مستخدم قاعدة البيانات.' },
  badUrl: { en: 'The connection URL is not valid (postgresql://user:password@host:5432/database or mysql://...).', ar: 'رابط الاتصال غير صالح (postgresql://user:password@host:5432/database أو mysql://...).' },
  badPort: { en: 'The port must be a number between 1 and 65535.', ar: 'يجب أن يكون المنفذ رقماً بين 1 و 65535.' },
  passwordAgain: { en: 'Enter the password again: a saved password is not kept when the host, port, database, user or type changes.', ar: 'أدخل كلمة المرور مرة أخرى: لا تُحفظ كلمة المرور عند تغيير الخادم أو المنفذ أو قاعدة البيانات أو المستخدم أو النوع.' },
  notConfigured: { en: 'Enter the connection settings first.', ar: 'أدخل إعدادات الاتصال أولاً.' },
  unknownHost: { en: 'The database host "{host}" could not be found.', ar: 'تعذر العثور على خادم قاعدة البيانات "{host}".' },
  refused: { en: 'Nothing answers on {host}:{port}; check the host, the port and the firewall.', ar: 'لا يوجد رد من {host}:{port}؛ تحقق من العنوان والمنفذ والجدار الناري.' },
  timeout: { en: 'The database at {host}:{port} did not answer in time.', ar: 'لم ترد قاعدة البيانات على {host}:{port} في الوقت المحدد.' },
  badCredentials: { en: 'The database refused the user name or password.', ar: 'رفضت قاعدة البيانات اسم المستخدم أو كلمة المرور.' },
  unknownDatabase: { en: 'The database "{database}" does not exist on this server.', ar: 'قاعدة البيانات "{database}" غير موجودة على هذا الخادم.' },
  databaseDenied: { en: 'The user "{user}" is not allowed to connect to the database "{database}"; grant it access to that database.', ar: 'المستخدم "{user}" غير مسموح له بالاتصال بقاعدة البيانات "{database}"؛ امنحه صلاحية الوصول إليها.' },
  noPrivileges: { en: 'The user may connect but has no permission to read the data.', ar: 'يمكن للمستخدم الاتصال لكن ليست لديه صلاحية قراءة البيانات.' },
  sslFailed: { en: 'The secure (SSL) connection failed: {detail}', ar: 'فشل الاتصال الآمن (SSL): {detail}' },
  privateHost: { en: 'Private and local network addresses cannot be connected.', ar: 'لا يمكن الاتصال بعناوين الشبكات الخاصة أو المحلية.' },
  productDatabase: { en: "This is Dukkan's own database, which cannot be connected as a data source.", ar: 'هذه قاعدة بيانات دكّان نفسها، ولا يمكن ربطها كمصدر بيانات.' },
  connectFailed: { en: 'The database connection failed: {detail}', ar: 'فشل الاتصال بقاعدة البيانات: {detail}' },
  queryFailed: { en: 'The query failed: {detail}', ar: 'فشل الاستعلام: {detail}' },
  queryTimeout: { en: 'The query took too long and was stopped.', ar: 'استغرق الاستعلام وقتاً طويلاً فأُوقف.' },
};

export function message(locale: Locale, key: string, params: Record<string, string | number> = {}): string {
  return translate(dataSourceMessages, locale, key, params);
}
