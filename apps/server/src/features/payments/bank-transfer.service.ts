import type { AdminPermission } from '@abode/shared/schemas/admin';
import { MSG } from '@abode/shared/messages';
import type { Readable } from 'node:stream';
import type { Db } from '../../core/db/connect.js';
import { recordAudit } from '../../core/db/audit.js';
import { moneyTransaction } from '../../core/db/money-transaction.js';
import { badRequest, forbidden, notFound } from '../../core/http/errors.js';
import type { Storage } from '../../core/media/storage.js';
import { mayAct } from '../../core/security/permissions.js';
import type { CatalogueService } from '../packages/catalogue.service.js';
import { StagedMedia } from '../properties/listing-media.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import type { PaymentsRepo } from './payments.repo.js';
import { grantPaid, type PaymentsService, present } from './payments.service.js';

// Bank transfer: no gateway. The user sends the money to the bank details in settings, uploads
// the receipt (kept in private storage: only its owner and payment staff may read it), and an
// admin approves (the package is granted then, once) or rejects with a reason.

/** Staff may decide bank transfers when granted this permission; admins always may. */
export const PAYMENTS_PERMISSION = 'packages.manage' satisfies AdminPermission;
const RECEIPTS = 'receipts';

export function createBankTransferService(deps: {
  db: Db;
  repo: PaymentsRepo;
  catalogue: Pick<CatalogueService, 'packageById' | 'grant'>;
  payments: Pick<PaymentsService, 'payable' | 'open'>;
  privateStorage: Storage;
  notifications: Pick<NotificationsService, 'notify'>;
}) {
  const { db, repo, catalogue, payments, privateStorage, notifications } = deps;

  async function mayDecide(userId: number) {
    return mayAct(await repo.actor(userId), PAYMENTS_PERMISSION);
  }

  async function storeReceipt(file: unknown): Promise<{ key: string; media: StagedMedia }> {
    if (file === undefined) throw badRequest(MSG.receiptRequired);
    const media = new StagedMedia(privateStorage);
    const stored = await media.photoOrDocument(file, 'Receipt', RECEIPTS);
    return { key: stored.key, media };
  }

  return {
    /** initiate-bank-transfer: a pending payment of the package's price with its receipt. */
    async initiate(userId: number, packageId: number, receipt: unknown) {
      const pack = await payments.payable(packageId, 'bank_transfer');
      if (await repo.hasPendingTransfer(userId, pack.id)) throw badRequest(MSG.paymentPending);
      const media = new StagedMedia(privateStorage);
      return media.run(async () => {
        if (receipt === undefined) throw badRequest(MSG.receiptRequired);
        const stored = await media.photoOrDocument(receipt, 'Receipt', RECEIPTS);
        const charge = await payments.open(userId, pack, 'bank_transfer', 'web', 'bank transfer');
        await repo.setReceipt(charge.transactionId, stored.key);
        return present((await repo.byId(charge.transactionId))!);
      });
    },

    /** upload-bank-receipt-file: a new receipt for an own transfer not approved yet; it goes back to review. */
    async replaceReceipt(userId: number, transactionId: number, receipt: unknown) {
      const payment = await repo.byId(transactionId);
      if (!payment || payment.user_id !== userId || payment.payment_type !== 'bank transfer') throw notFound(MSG.paymentNotFound);
      if (payment.payment_status === 'success') throw badRequest(MSG.paymentAlreadyDecided);
      const { key, media } = await storeReceipt(receipt);
      await media.run(async () => {
        media.replaceFile(payment.receipt);
        await repo.setReceipt(payment.id, key);
      });
      return present((await repo.byId(payment.id))!);
    },

    /** get-payment-receipt: the file, for its payer and payment staff; anyone else gets 404. */
    async receipt(userId: number, transactionId: number): Promise<{ body: Readable; contentType: string }> {
      const payment = await repo.byId(transactionId);
      if (!payment?.receipt || (payment.user_id !== userId && !(await mayDecide(userId)))) throw notFound(MSG.paymentNotFound);
      const body = await privateStorage.read(payment.receipt);
      if (!body) throw notFound(MSG.paymentNotFound);
      const ext = payment.receipt.split('.').pop() ?? '';
      const contentType = ({ pdf: 'application/pdf', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp' } as Record<string, string>)[ext] ?? 'application/octet-stream';
      return { body, contentType };
    },

    /** The admin's queue: bank transfers by status, newest first. */
    async list(actorId: number, query: { offset: number; limit: number; payment_status?: string | undefined }) {
      if (!(await mayDecide(actorId))) throw forbidden(MSG.permissionDenied);
      const { rows, total } = await repo.history({ paymentType: 'bank transfer', status: query.payment_status }, query);
      return { data: rows.map((r) => ({ ...present(r), package: r.package_id === null ? null : { id: r.package_id, name: r.package_name } })), total };
    },

    /** Approve (grants the package, once) or reject with a reason the payer sees; audited with the decision (ADR 027). */
    async decide(actor: { id: number; ip: string | null }, transactionId: number, decision: { approve: true } | { approve: false; reason: string }) {
      if (!(await mayDecide(actor.id))) throw forbidden(MSG.permissionDenied);
      const payment = await repo.byId(transactionId);
      if (!payment || payment.payment_type !== 'bank transfer') throw notFound(MSG.paymentNotFound);
      const changed = await moneyTransaction(db, async (trx) => {
        const current = await repo.byId(transactionId, trx);
        if (current?.payment_status !== 'pending') return false;
        const done = decision.approve ? await grantPaid(trx, { repo, catalogue }, current, `bank-${current.id}`) : await repo.markFailed(current.id, trx, decision.reason);
        if (done) {
          await recordAudit(trx, {
            actorId: actor.id,
            action: decision.approve ? 'approve' : 'reject',
            entity: 'bank_transfer',
            entityId: current.id,
            before: { payment_status: 'pending' },
            after: decision.approve ? { payment_status: 'success' } : { payment_status: 'failed', reject_reason: decision.reason },
            ip: actor.ip,
          });
        }
        return done;
      });
      if (!changed) throw badRequest(MSG.paymentAlreadyDecided);
      const name = (payment.package_id === null ? undefined : await catalogue.packageById(payment.package_id))?.name ?? '';
      await notifications.notify([payment.user_id], {
        type: decision.approve ? 'payment_approved' : 'payment_rejected',
        title: decision.approve ? `Your bank transfer for ${name} was approved` : `Your bank transfer for ${name} was rejected`,
        message: decision.approve ? 'Your package is active now.' : `Reason: ${decision.reason}`,
        link: decision.approve ? '/user/subscription' : '/user/transaction-history',
        data: decision.approve ? { name } : { name, reason: decision.reason },
      });
    },
  };
}
export type BankTransferService = ReturnType<typeof createBankTransferService>;
