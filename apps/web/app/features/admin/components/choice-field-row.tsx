import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { useTranslation } from '~/lib/translation';
import { DeleteButton, OrderButtons } from './catalogue-fields';

/**
 * One field of an ordered form (a category's parameter, a verification question): its name, type
 * and options, the buttons that move or remove it, and its edit form folded away (`editOpen`
 * unfolds it again after a refused save, so the errors show).
 */
export function ChoiceFieldRow(props: {
  id: number;
  name: string;
  type: string;
  options: readonly string[];
  required: boolean;
  /** after the name: e.g. whether the field is switched on */
  badge?: ReactNode;
  /** after the type and options: e.g. how many answers it has */
  detail?: string;
  heading: 'h2' | 'h3';
  index: number;
  count: number;
  busy: boolean;
  editOpen: boolean;
  /** the edit form */
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const Heading = props.heading;
  return (
    <>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <Heading className="font-semibold text-slate-900">
            {props.name}
            {props.badge ? <> {props.badge}</> : null}
            {props.required ? <span className="ms-2 text-xs font-semibold text-red-700">{t('admin.catalogue.required')}</span> : null}
          </Heading>
          <p className="text-sm text-slate-600">
            {t(`admin.catalogue.types.${props.type}`)}
            {props.options.length ? ` · ${props.options.join(', ')}` : ''}
            {props.detail ? ` · ${props.detail}` : ''}
          </p>
        </div>
        <Form method="post" className="flex flex-wrap items-center gap-2">
          <OrderButtons id={props.id} name={props.name} first={props.index === 0} last={props.index === props.count - 1} busy={props.busy} />
          <DeleteButton name={props.name} busy={props.busy}>
            {t('admin.catalogue.remove')}
          </DeleteButton>
        </Form>
      </div>
      <details className="mt-2 rounded-xl bg-slate-50 p-3" open={props.editOpen}>
        <summary className="cursor-pointer text-sm font-semibold text-brand-700">
          {t('admin.catalogue.edit')}
          <span className="sr-only">: {props.name}</span>
        </summary>
        <div className="mt-3">{props.children}</div>
      </details>
    </>
  );
}
