import { Form } from 'react-router';
import type { AdminCategory } from '@abode/shared/schemas/catalogue-admin';
import { buttonClasses } from '~/components/button';
import { TextAreaField, TextField } from '~/components/form-field';
import { useTranslation } from '~/lib/translation';
import type { AdminOutcome } from '../access.server';
import { ImageInput, SwitchInput, TranslationInputs, useFieldErrors } from './catalogue-fields';

/** A category's name, slug, picture, SEO fields, names in other languages and on/off switch (add or edit). */
export function CategoryForm({ form, category, outcome, busy }: { form: string; category?: AdminCategory | undefined; outcome: AdminOutcome | undefined; busy: boolean }) {
  const { t } = useTranslation();
  const errorOf = useFieldErrors(outcome, form);
  const id = (field: string) => `${form}-${field}`;
  return (
    <Form method="post" encType="multipart/form-data" className="grid gap-4 sm:grid-cols-2" noValidate>
      <input type="hidden" name="form" value={form} />
      <TextField id={id('category')} name="category" label={t('admin.catalogue.name')} defaultValue={category?.category ?? ''} required maxLength={100} error={errorOf('category')} />
      <TextField
        id={id('slug')}
        name="slug_id"
        label={t('admin.catalogue.slug')}
        hint={t('admin.catalogue.slugHint')}
        defaultValue={category?.slug_id ?? ''}
        maxLength={120}
        dir="ltr"
        error={errorOf('slug_id')}
      />
      <TranslationInputs idPrefix={form} values={category?.translations ?? {}} label={t('admin.catalogue.name')} />
      <ImageInput id={id('image')} label={t('admin.catalogue.image')} current={category?.image || undefined} error={errorOf('image')} />
      <TextField id={id('meta-title')} name="meta_title" label={t('admin.catalogue.metaTitle')} defaultValue={category?.meta_title ?? ''} maxLength={255} error={errorOf('meta_title')} />
      <TextField id={id('meta-keywords')} name="meta_keywords" label={t('admin.catalogue.metaKeywords')} defaultValue={category?.meta_keywords ?? ''} maxLength={255} error={errorOf('meta_keywords')} />
      <div className="sm:col-span-2">
        <TextAreaField name="meta_description" label={t('admin.catalogue.metaDescription')} defaultValue={category?.meta_description ?? ''} rows={3} maxLength={500} error={errorOf('meta_description')} />
      </div>
      <SwitchInput name="status" label={t('admin.catalogue.active')} defaultChecked={category?.status ?? true} />
      <div className="sm:col-span-2">
        <button type="submit" name="intent" value="save" disabled={busy} className={buttonClasses()}>
          {category ? t('admin.catalogue.save') : t('admin.catalogue.addCategory')}
        </button>
      </div>
    </Form>
  );
}
