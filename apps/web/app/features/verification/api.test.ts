import { describe, expect, it } from 'vitest';
import type { VerificationField } from '@abode/shared/schemas/verification';
import { verificationPayload } from './api';

const field = (id: number, field_type: string, is_required = 1): VerificationField => ({ id, name: `F${id}`, translated_name: `F${id}`, field_type, is_required, form_fields_values: [] });

describe('verificationPayload', () => {
  const fields = [field(1, 'text'), field(2, 'checkbox', 0), field(3, 'file'), field(4, 'textarea', 0)];

  it('numbers the answers, joins checkbox choices and keeps files', () => {
    const form = new FormData();
    form.set('field-1', '  Layla Haddad ');
    form.append('field-2', 'Commercial');
    form.append('field-2', 'Off-plan');
    const file = new File([new Uint8Array([1, 2, 3])], 'id.png', { type: 'image/png' });
    form.set('field-3', file);
    form.set('field-4', '');
    const { payload, errors } = verificationPayload(fields, form);
    expect(errors).toEqual({});
    expect(payload.get('form_fields[0][id]')).toBe('1');
    expect(payload.get('form_fields[0][value]')).toBe('Layla Haddad');
    expect(payload.get('form_fields[1][value]')).toBe('Commercial,Off-plan');
    expect(payload.get('form_fields[2][id]')).toBe('3');
    expect(payload.get('form_fields[2][value]')).toBeInstanceOf(File);
    // an optional field left empty is not sent
    expect(payload.has('form_fields[3][id]')).toBe(false);
  });

  it('reports required fields left empty, an empty file input included', () => {
    const form = new FormData();
    form.set('field-1', '   ');
    form.set('field-3', new File([], ''));
    expect(verificationPayload(fields, form).errors).toEqual({ 1: 'verification.required', 3: 'verification.fileRequired' });
  });
});
