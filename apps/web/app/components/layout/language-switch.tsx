import { useTranslation } from '~/lib/translation';
import { Form, useLocation } from 'react-router';
import { paths } from '~/config/paths';
import { useSite } from '~/lib/site-context';
import { Dropdown, dropdownItemClasses } from '../dropdown';
import { ChevronDownIcon, GlobeIcon } from '../icons';

/**
 * Posts the chosen language to /set-language, which stores it in a cookie and sends the visitor
 * back here; the root loader then renders the page in that language and direction.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { settings, language } = useSite();
  const location = useLocation();
  if (settings.languages.length < 2) return null;
  return (
    <Dropdown
      summaryClassName="inline-flex h-10 items-center gap-1.5 rounded-xl px-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-100 hover:text-slate-900"
      label={
        <>
          <GlobeIcon size={18} />
          <span className="sr-only">{t('language.label')}:</span>
          <span className="uppercase sm:hidden">{language.code}</span>
          <span className="hidden sm:inline">{language.name}</span>
          <ChevronDownIcon size={16} className="text-slate-500 transition-transform group-open:rotate-180" />
        </>
      }
    >
      <Form method="post" action={paths.setLanguage} preventScrollReset>
        <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
        <ul>
          {settings.languages.map((option) => (
            <li key={option.code}>
              <button
                type="submit"
                name="language"
                value={option.code}
                lang={option.code}
                aria-current={option.code === language.code ? 'true' : undefined}
                className={`${dropdownItemClasses} justify-between aria-[current=true]:bg-brand-50 aria-[current=true]:text-brand-800`}
              >
                {option.name}
                <span className="text-xs font-semibold text-slate-500 uppercase">{option.code}</span>
              </button>
            </li>
          ))}
        </ul>
      </Form>
    </Dropdown>
  );
}
