import { useEffect, useRef } from 'react';
import { useTranslation } from '~/lib/translation';
import { Form, Link, useNavigate } from 'react-router';
import { buttonClasses } from '~/components/button';

interface ConfirmDeleteDialogProps {
  id: number;
  title: string;
  /** Where the page is without the dialog: Cancel, Escape and the delete post all go there. */
  closeHref: string;
  /** Where the delete is posted, when not `closeHref` (a page that is gone once its listing is). */
  postTo?: string;
}

/**
 * "Delete this listing?" as a modal <dialog>: the rest of the page is inert while it is open, focus
 * starts on Cancel and Escape closes it. It is opened by a link (?delete=id), so that without
 * JavaScript the server renders it open and the delete form still posts.
 */
export function ConfirmDeleteDialog({ id, title, closeHref, postTo = closeHref }: ConfirmDeleteDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ref = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // the server rendered it open (non-modal); reopen it as a modal
    if (dialog.open) dialog.close();
    dialog.showModal();
    cancelRef.current?.focus();
    return () => dialog.close();
  }, []);

  const close = () => navigate(closeHref, { replace: true, preventScrollReset: true });

  return (
    <dialog
      ref={ref}
      open
      aria-labelledby="delete-title"
      aria-describedby="delete-text"
      onCancel={(event) => {
        event.preventDefault();
        void close();
      }}
      className="fixed inset-0 z-50 m-auto w-[min(28rem,calc(100vw-2rem))] rounded-3xl bg-white p-6 text-slate-900 shadow-2xl ring-1 ring-slate-200 backdrop:bg-slate-900/50"
    >
      <h2 id="delete-title" className="text-lg font-bold">
        {t('myListings.delete.title')}
      </h2>
      <p id="delete-text" className="mt-2 text-sm text-slate-700">
        {t('myListings.delete.text', { title })}
      </p>
      <Form method="post" action={postTo} preventScrollReset className="mt-6 flex flex-wrap justify-end gap-2">
        <input type="hidden" name="id" value={id} />
        <Link ref={cancelRef} to={closeHref} replace preventScrollReset className={buttonClasses({ variant: 'secondary' })}>
          {t('myListings.delete.cancel')}
        </Link>
        <button
          type="submit"
          name="intent"
          value="delete"
          className={buttonClasses({ variant: 'danger' })}
        >
          {t('myListings.delete.confirm')}
        </button>
      </Form>
    </dialog>
  );
}
