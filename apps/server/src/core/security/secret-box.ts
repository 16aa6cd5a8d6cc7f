import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// Secrets kept in the database (payment gateway keys, ADR 033) are sealed with AES-256-GCM: a
// copy of the database alone does not give them away. The key comes from SETTINGS_ENCRYPTION_KEY,
// else from a key file made once in DATA_DIR (kept apart from a PostgreSQL database; with several
// instances set the variable, so that all of them read what one wrote).

const PREFIX = 'enc:v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_FILE = 'settings-encryption.key';

export interface SecretBox {
  /** "enc:v1:" + base64(iv | tag | ciphertext); a new IV every time. */
  seal(plain: string): string;
  /** The plain text of a sealed value; a value stored before sealing (no prefix) is answered as it is. */
  open(stored: string): string;
  isSealed(stored: string): boolean;
}

/** Any passphrase becomes a 32-byte key; 64 hex characters are taken as the key itself. */
export function keyFrom(material: string): Buffer {
  const text = material.trim();
  if (/^[0-9a-f]{64}$/i.test(text)) return Buffer.from(text, 'hex');
  return createHash('sha256').update(`abode-settings:${text}`).digest();
}

/** SETTINGS_ENCRYPTION_KEY when set, else DATA_DIR's key file, made (mode 0600) on the first start. */
export function loadSettingsKey(env: { SETTINGS_ENCRYPTION_KEY?: string | undefined; DATA_DIR: string }): Buffer {
  if (env.SETTINGS_ENCRYPTION_KEY) return keyFrom(env.SETTINGS_ENCRYPTION_KEY);
  const file = path.join(env.DATA_DIR, KEY_FILE);
  try {
    return keyFrom(readFileSync(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(env.DATA_DIR, { recursive: true });
  const made = randomBytes(32).toString('hex');
  try {
    // 'wx': when two processes start at once, the second reads the first one's key
    writeFileSync(file, `${made}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return keyFrom(readFileSync(file, 'utf8'));
}

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('The settings encryption key must be 32 bytes');
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
    },
    open(stored) {
      if (!stored.startsWith(PREFIX)) return stored;
      const raw = Buffer.from(stored.slice(PREFIX.length), 'base64');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    },
    isSealed: (stored) => stored.startsWith(PREFIX),
  };
}
