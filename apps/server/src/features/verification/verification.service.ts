import { MSG } from '@abode/shared/messages';
import type { ApplyVerificationInput, VerificationField, VerificationSubmission } from '@abode/shared/schemas/verification';
import { badRequest, forbidden, notFound } from '../../core/http/errors.js';
import { isUploadedFile } from '../../core/http/uploaded-file.js';
import { mayAct } from '../../core/security/permissions.js';
import { recipientOf } from '../mail/recipient.js';
import type { TransactionalMail } from '../mail/transactional-mail.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import type { UsersService } from '../users/users.service.js';
import type { Readable } from 'node:stream';
import type { Storage } from '../../core/media/storage.js';
import type { LanguagesService } from '../languages/languages.service.js';
import { Translations } from '../languages/translations.js';
import { StagedMedia } from '../properties/listing-media.js';
import { PRIVATE_FOLDER, privateFile, privateFileUrl } from './verification-files.js';
import type { VerificationRepo } from './verification.repo.js';

/** Staff may review verification requests when granted this permission; admins always may. */
export const REVIEW_PERMISSION = 'agents.verify';

/** The web page where an agent follows their request. */
const VERIFICATION_PAGE = '/user/verification';

const CHOICE_TYPES = new Set(['dropdown', 'radio', 'radiobutton']);

type Fields = Awaited<ReturnType<VerificationRepo['activeFields']>>;

/** The form in the request's language (`tr`); names and option values stay the originals the answers are checked against. */
function toFields({ fields, options }: Fields, tr: Translations = Translations.none()): VerificationField[] {
  return fields.map((f) => ({
    id: f.id,
    name: f.name,
    field_type: f.field_type,
    is_required: f.is_required,
    translated_name: tr.text('verification_field', f.id, 'name', f.name),
    form_fields_values: options
      .filter((o) => o.field_id === f.id)
      .map((o) => ({ id: o.id, verify_customer_form_id: f.id, value: o.value, translated_value: tr.text('verification_option', o.id, 'value', o.value) })),
  }));
}

/** How a decision reaches the agent: in the app and by email in their language (a failed mail is logged; the decision stands). */
export interface VerificationNotice {
  notifications: Pick<NotificationsService, 'notify'>;
  users: Pick<UsersService, 'findById'>;
  mail: Pick<TransactionalMail, 'send'>;
}

export function createVerificationService(deps: { repo: VerificationRepo; storage: Storage; privateStorage: Storage; publicUrl: string; languages: LanguagesService; notice?: VerificationNotice }) {
  const { repo, storage, privateStorage, publicUrl, languages } = deps;

  /** Admins, and active staff granted REVIEW_PERMISSION. */
  async function mayReview(userId: number): Promise<boolean> {
    return mayAct(await repo.user(userId), REVIEW_PERMISSION);
  }

  /** The active form with its translations for `Content-Language`. */
  async function translatedForm(contentLanguage: string | undefined): Promise<VerificationField[]> {
    const form = await repo.activeFields();
    const tr = await languages.translations(contentLanguage, {
      verification_field: form.fields.map((f) => f.id),
      verification_option: form.options.map((o) => o.id),
    });
    return toFields(form, tr);
  }

  /** A stored value in its field's shape: chosen options for checkboxes, the authorised URL for files. */
  function present(field: VerificationField | undefined, value: string): string | string[] {
    if (field?.field_type === 'checkbox') return value.split(',').map((v) => v.trim()).filter(Boolean);
    if (field?.field_type === 'file') return privateFileUrl(publicUrl, value);
    return value;
  }

  /** Checks one answer against its field; files are stored by the caller. */
  function textValue(field: VerificationField, value: unknown): string {
    const options = field.form_fields_values.map((o) => o.value);
    if (field.field_type === 'checkbox') {
      const chosen = (Array.isArray(value) ? value.map(String) : String(value).split(',')).map((v) => v.trim()).filter(Boolean);
      const unknown = chosen.find((c) => !options.includes(c));
      if (unknown !== undefined) throw badRequest(`${field.name}: "${unknown}" is not one of its options`);
      return chosen.join(',');
    }
    if (typeof value !== 'string') throw badRequest(`${field.name} must be text`);
    if (field.field_type === 'number' && !/^\d+(\.\d+)?$/.test(value)) throw badRequest(`${field.name} must be a number`);
    if (CHOICE_TYPES.has(field.field_type) && !options.includes(value)) throw badRequest(`${field.name}: "${value}" is not one of its options`);
    return value;
  }

  return {
    async formFields(contentLanguage: string | undefined): Promise<VerificationField[]> {
      return translatedForm(contentLanguage);
    },

    /** apply-agent-verification: from initial or failed only; the user's status becomes pending. */
    async apply(userId: number, input: ApplyVerificationInput): Promise<void> {
      const user = await repo.user(userId);
      if (!user) throw notFound(MSG.userNotFound);
      if (user.verification_status === 'pending') throw badRequest('Your verification request is already under review');
      if (user.verification_status === 'success') throw badRequest('Your account is already verified');
      const fields = toFields(await repo.activeFields());
      const byId = new Map(fields.map((f) => [f.id, f]));
      const media = new StagedMedia(privateStorage);
      await media.run(async () => {
        const values: { fieldId: number; value: string }[] = [];
        for (const answer of input.form_fields) {
          const field = byId.get(answer.id);
          if (!field) throw badRequest(`Form field ${answer.id} not found`);
          const blank = answer.value === undefined || (typeof answer.value === 'string' && answer.value === '') || (Array.isArray(answer.value) && answer.value.length === 0);
          if (blank) continue;
          if (field.field_type === 'file') {
            if (!isUploadedFile(answer.value)) throw badRequest(`${field.name} must be an uploaded file`);
            values.push({ fieldId: field.id, value: (await media.photoOrDocument(answer.value, field.name, PRIVATE_FOLDER)).key });
          } else {
            values.push({ fieldId: field.id, value: textValue(field, answer.value) });
          }
        }
        const missing = fields.find((f) => f.is_required === 1 && !values.some((v) => v.fieldId === f.id));
        if (missing) throw badRequest(`${missing.name} is required`);
        const previous = await repo.latestSubmission(userId);
        if (previous) {
          for (const old of await repo.valuesOf(previous.id)) if (byId.get(old.field_id)?.field_type === 'file') media.replaceFile(old.value);
        }
        await repo.submit(userId, values);
      });
    },

    /** get-agent-verification-form-values: the latest submission with its answers, or null. */
    async latest(userId: number, contentLanguage: string | undefined): Promise<VerificationSubmission | null> {
      const [submission, user, fields] = await Promise.all([repo.latestSubmission(userId), repo.user(userId), translatedForm(contentLanguage)]);
      if (!submission || !user) return null;
      const byId = new Map(fields.map((f) => [f.id, f]));
      const values = await repo.valuesOf(submission.id);
      return {
        id: submission.id,
        user_id: submission.user_id,
        status: submission.status,
        reason: submission.reason ?? '',
        created_at: submission.created_at,
        user: { id: user.id, name: user.name, email: user.email ?? '', profile: storage.url(user.profile), verification_status: user.verification_status },
        verify_customer_values: values.flatMap((v) => {
          const field = byId.get(v.field_id);
          return field ? [{ id: v.id, verify_customer_form_id: v.field_id, value: present(field, v.value), verify_form: field }] : [];
        }),
      };
    },

    /**
     * A submitted file, for its applicant and for reviewers only. Everyone else, a bad name and a
     * missing file all get the same 404, so the answer tells nothing about which files exist.
     */
    async file(userId: number | undefined, name: string): Promise<{ body: Readable; contentType: string }> {
      const file = privateFile(name);
      if (!file || userId === undefined) throw notFound();
      const owner = await repo.fileOwner(file.key);
      if (!owner || (owner.user_id !== userId && !(await mayReview(userId)))) throw notFound();
      const body = await privateStorage.read(file.key);
      if (!body) throw notFound();
      return { body, contentType: file.contentType };
    },

    /** Admin decision on a pending submission: success verifies the user, failed lets them apply again. */
    async review(actor: { id: number; ip: string }, submissionId: number, decision: { approve: boolean; reason?: string | undefined }): Promise<void> {
      if (!(await mayReview(actor.id))) throw forbidden(MSG.permissionDenied);
      const submission = await repo.submission(submissionId);
      if (!submission) throw notFound();
      if (submission.status !== 'pending') throw badRequest(MSG.verificationDone);
      const reason = decision.approve ? null : (decision.reason ?? null);
      await repo.review(submission.id, submission.user_id, { status: decision.approve ? 'success' : 'failed', reason, reviewerId: actor.id, ip: actor.ip });
      if (!deps.notice) return;
      const { notifications, users, mail } = deps.notice;
      await notifications.notify([submission.user_id], {
        type: decision.approve ? 'verification_approved' : 'verification_rejected',
        title: decision.approve ? 'You are now a verified agent' : 'You were not verified as an agent',
        message: decision.approve ? 'Your listings show the verified badge.' : `Reason: ${reason ?? ''}`,
        link: VERIFICATION_PAGE,
        data: reason ? { reason } : {},
      });
      const agent = await users.findById(submission.user_id);
      if (agent?.email) {
        mail.send(decision.approve ? 'verificationApproved' : 'verificationRejected', recipientOf(agent), {
          vars: { reason: reason ?? '' },
          link: decision.approve ? '/user/profile' : VERIFICATION_PAGE,
        });
      }
    },
  };
}
export type VerificationService = ReturnType<typeof createVerificationService>;
