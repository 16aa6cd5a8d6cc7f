import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it('picks the unit that keeps the figure readable', () => {
    expect(formatFileSize(512, 'en')).toBe('512 byte');
    expect(formatFileSize(2048, 'en')).toBe('2 kB');
    expect(formatFileSize(2.5 * 1024 * 1024, 'en')).toBe('2.5 MB');
    expect(formatFileSize(3 * 1024 ** 3, 'en')).toBe('3 GB');
  });

  it('writes the unit in the reader’s language with Latin digits', () => {
    const arabic = formatFileSize(2.5 * 1024 * 1024, 'ar');
    expect(arabic).toMatch(/2[.,٫]5/);
    expect(arabic).not.toMatch(/MB/);
  });
});
