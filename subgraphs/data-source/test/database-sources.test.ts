import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseDatabaseSettings } from '../src/database-sources/connection-settings.ts';
import { sealSecret, openSecret } from '../src/database-sources/secrets.ts';
import { isPrivateAddress, publicAddressOf, privateHostsAllowed } from '../src/database-sources/network-policy.ts';
import { classifyConnectionError } from '../src/database-sources/connection-errors.ts';

test('connection settings from a URL or fields; the password is never part of the stored settings', () => {
  const fromUrl = parseDatabaseSettings({ url: 'postgres://shop%40owner:p%40ss@db.example.com/sales?sslmode=require' }, {}, 'en');
  assert.deepEqual(fromUrl, {
    settings: { engine: 'postgresql', host: 'db.example.com', port: 5432, database: 'sales', user: 'shop@owner', ssl: true },
    password: 'p@ss',
  });
  const fields = parseDatabaseSettings({ engine: 'MariaDB', host: ' db.local ', database: 'shop', user: 'reader' }, {}, 'en');
  assert.deepEqual(fields, { settings: { engine: 'mysql', host: 'db.local', port: 3306, database: 'shop', user: 'reader', ssl: false }, password: undefined });
  // A later change of one field keeps the others.
  const changed = parseDatabaseSettings({ port: 3307 }, (fields as any).settings, 'en');
  assert.equal((changed as any).settings.port, 3307);
  assert.equal((changed as any).settings.host, 'db.local');
  assert.deepEqual(parseDatabaseSettings({ host: 'x' }, {}, 'ar'), {
    errors: [
      { field: 'engine', message: 'اختر PostgreSQL أو MySQL/MariaDB.' },
      { field: 'database', message: 'أدخل اسم قاعدة البيانات.' },
      { field: 'user', message: 'أدخل اسم مستخدم قاعدة البيانات.' },
    ],
  });
  assert.deepEqual(parseDatabaseSettings({ url: 'ftp://x/y' }, {}, 'en'), { errors: [{ field: 'url', message: 'The connection URL is not valid (postgresql://user:password@host:5432/database or mysql://...).' }] });
  assert.equal((parseDatabaseSettings({ port: 70000 }, {}, 'en') as any).errors[0].field, 'port');
});

test('passwords are sealed with AES-256-GCM: unreadable without the key, tamper-evident', () => {
  const sealed = sealSecret('key-one', 'S3cret pass!');
  assert.equal(sealed.includes('S3cret'), false);
  assert.notEqual(sealSecret('key-one', 'S3cret pass!'), sealed, 'a fresh IV every time');
  assert.equal(openSecret('key-one', sealed), 'S3cret pass!');
  assert.equal(openSecret('key-two', sealed), null);
  const parts = sealed.split('.');
  parts[3] = Buffer.from('tampered').toString('base64url');
  assert.equal(openSecret('key-one', parts.join('.')), null);
});

test('in production, databases on private or local addresses are refused unless allowed', async () => {
  for (const address of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '::1', '::', 'fd00::1', 'fe80::1%eth0', '::ffff:127.0.0.1',
    // IPv4 inside IPv6 in its other spellings: mapped in hex, NAT64, compatible, 6to4 (the mapped hex form reached the product's database).
    '::ffff:7f00:1', '::FFFF:7F00:0001', '::ffff:a00:1', '64:ff9b::7f00:1', '::7f00:1', '2002:7f00:1::1', 'ff02::1', 'not-an-address']) {
    assert.equal(isPrivateAddress(address), true, address);
  }
  for (const address of ['8.8.8.8', '172.32.0.1', '2001:4860:4860::8888', '::ffff:8.8.8.8', '::ffff:808:808', '64:ff9b::808:808']) assert.equal(isPrivateAddress(address), false, address);
  assert.equal(await publicAddressOf('localhost'), null);
  assert.equal(await publicAddressOf('::ffff:7f00:1'), null);
  assert.equal(await publicAddressOf('8.8.8.8'), '8.8.8.8');
  assert.equal(privateHostsAllowed(true, {}), false);
  assert.equal(privateHostsAllowed(true, { DATA_SOURCE_ALLOW_PRIVATE_HOSTS: '1' }), true);
  assert.equal(privateHostsAllowed(false, {}), true);
});

test('driver errors become problems a seller can act on', () => {
  assert.equal(classifyConnectionError({ code: 'ENOTFOUND' }), 'unknownHost');
  assert.equal(classifyConnectionError({ code: 'ECONNREFUSED' }), 'refused');
  assert.equal(classifyConnectionError(new Error('Connection terminated due to connection timeout')), 'timeout');
  assert.equal(classifyConnectionError({ code: '28P01' }), 'badCredentials');
  assert.equal(classifyConnectionError({ code: 'ER_ACCESS_DENIED_ERROR', errno: 1045 }), 'badCredentials');
  assert.equal(classifyConnectionError({ code: '3D000' }), 'unknownDatabase');
  assert.equal(classifyConnectionError({ code: 'ER_DBACCESS_DENIED_ERROR', errno: 1044 }), 'databaseDenied');
  assert.equal(classifyConnectionError({ code: 'ER_TABLEACCESS_DENIED_ERROR', errno: 1142 }), 'noPrivileges');
  assert.equal(classifyConnectionError({ code: '42501' }), 'noPrivileges');
  assert.equal(classifyConnectionError({ code: '57014' }), 'queryTimeout');
  assert.equal(classifyConnectionError(new Error('The server does not support SSL connections')), 'sslFailed');
});
