import { ChevronDownIcon } from '~/components/icons';
import type { FaqItem } from '../api';

/** Questions that open to their answers (native details: keyboard and screen readers for free). */
export function FaqList({ faqs }: { faqs: FaqItem[] }) {
  return (
    <ul className="divide-y divide-slate-200 rounded-3xl border border-slate-200 bg-white shadow-sm">
      {faqs.map((faq) => (
        <li key={faq.id}>
          <details className="group">
            <summary className="bidi-plain flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-5 text-base font-semibold text-slate-900 hover:bg-slate-50 sm:px-6 [&::-webkit-details-marker]:hidden">
              {faq.question}
              <ChevronDownIcon size={20} className="shrink-0 text-slate-500 transition-transform group-open:rotate-180" />
            </summary>
            <p className="bidi-plain px-5 pb-6 leading-7 whitespace-pre-line text-slate-700 sm:px-6">{faq.answer}</p>
          </details>
        </li>
      ))}
    </ul>
  );
}
