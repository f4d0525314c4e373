import { translate, type FieldError, type Locale } from '@dukkan/shared';
import { attributes, messages } from './messages.ts';

/** Loose on purpose (like Laravel's default `email` rule): one @, a dot in the domain, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 ()-]{6,20}$/;

export function isTimezone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * Collects field messages in the caller's language, at most one per field (the first rule that fails), in the
 * order the fields are checked. Field names are the REST form names (store_name, current_password).
 */
export class Validator {
  readonly errors: FieldError[] = [];
  constructor(readonly locale: Locale) {}

  get failed(): boolean {
    return this.errors.length > 0;
  }

  add(field: string, key: string, params: Record<string, string | number> = {}): void {
    if (this.errors.some((error) => error.field === field)) return;
    const attribute = translate(attributes, this.locale, field);
    this.errors.push({ field, message: translate(messages, this.locale, key, { attribute, ...params }) });
  }

  /** The trimmed text of a required field, or null after recording why it is missing. */
  required(field: string, value: unknown, max = 255): string | null {
    if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) {
      this.add(field, 'required');
      return null;
    }
    return this.text(field, value, max);
  }

  /** The trimmed text of an optional field (null when absent). */
  optional(field: string, value: unknown, max = 255): string | null {
    if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return null;
    return this.text(field, value, max);
  }

  private text(field: string, value: unknown, max: number): string | null {
    if (typeof value !== 'string') {
      this.add(field, 'string');
      return null;
    }
    const trimmed = value.trim();
    if (trimmed.length > max) {
      this.add(field, 'max', { max });
      return null;
    }
    return trimmed;
  }

  email(field: string, value: unknown, required = true): string | null {
    const text = required ? this.required(field, value) : this.optional(field, value);
    if (text === null) return null;
    if (!EMAIL.test(text)) {
      this.add(field, 'email');
      return null;
    }
    return text.toLowerCase();
  }

  /** Passwords are kept exactly as typed (no trimming); 8 to 128 characters. */
  password(field: string, value: unknown): string | null {
    if (value === null || value === undefined || value === '') {
      this.add(field, 'required');
      return null;
    }
    if (typeof value !== 'string') {
      this.add(field, 'string');
      return null;
    }
    // Spaces alone are no password (eight of them were accepted).
    if (!value.trim()) this.add(field, 'required');
    else if (value.length < 8) this.add(field, 'min', { min: 8 });
    else if (value.length > 128) this.add(field, 'max', { max: 128 });
    else return value;
    return null;
  }

  timezone(field: string, value: unknown, required: boolean): string | null {
    const text = required ? this.required(field, value, 64) : this.optional(field, value, 64);
    if (text !== null && !isTimezone(text)) {
      this.add(field, 'timezone');
      return null;
    }
    return text;
  }

  phone(field: string, value: unknown): string | null {
    const text = this.optional(field, value, 30);
    if (text !== null && !PHONE.test(text)) {
      this.add(field, 'phone');
      return null;
    }
    return text;
  }
}
