/** Text encodings a seller's CSV arrives in: UTF-8 (with or without BOM), UTF-16 from Excel "Unicode text", and
 * Windows-1256, the Arabic Excel default on Windows. */
export type CsvEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1256';

export interface DetectedEncoding {
  encoding: CsvEncoding;
  /** Bytes of byte-order mark at the start of the file. */
  bomLength: number;
}

function isValidUtf8(bytes: Buffer): boolean {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  // The sample may end inside a multi-byte character: try again without up to three trailing bytes.
  for (let cut = 0; cut <= 3 && cut < bytes.length; cut += 1) {
    try {
      decoder.decode(bytes.subarray(0, bytes.length - cut));
      return true;
    } catch {
      // try a shorter sample
    }
  }
  return bytes.length === 0;
}

/** Guesses the encoding from the first bytes of a file: a BOM decides; valid UTF-8 is UTF-8; anything else is
 * taken as Windows-1256 (which also keeps the French accented letters of Latin-1 files). */
export function detectEncoding(head: Buffer): DetectedEncoding {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return { encoding: 'utf-8', bomLength: 3 };
  if (head[0] === 0xff && head[1] === 0xfe) return { encoding: 'utf-16le', bomLength: 2 };
  if (head[0] === 0xfe && head[1] === 0xff) return { encoding: 'utf-16be', bomLength: 2 };
  return { encoding: isValidUtf8(head) ? 'utf-8' : 'windows-1256', bomLength: 0 };
}

/** What a file that is not text at all looks like: a spreadsheet, an archive, an image, a PDF. */
export function looksBinary(head: Buffer, encoding: CsvEncoding): 'spreadsheet' | 'binary' | null {
  if (head.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return 'spreadsheet'; // xlsx, zip
  if (head.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))) return 'spreadsheet'; // xls
  if (encoding.startsWith('utf-16')) return null;
  const sample = head.subarray(0, 4096);
  return sample.includes(0) ? 'binary' : null;
}
