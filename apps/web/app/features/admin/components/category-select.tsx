import { inputClasses } from '~/components/form-field';

/** A choice among categories (of articles, of listings), with a first "none" or "any" choice worded by the page. */
export function CategorySelect(props: { id: string; name: string; categories: readonly { id: number; category: string }[]; defaultValue: number | string | null | undefined; emptyLabel: string }) {
  return (
    <select id={props.id} name={props.name} defaultValue={props.defaultValue ?? ''} className={`mt-1.5 ${inputClasses}`}>
      <option value="">{props.emptyLabel}</option>
      {props.categories.map((c) => (
        <option key={c.id} value={c.id}>
          {c.category}
        </option>
      ))}
    </select>
  );
}
