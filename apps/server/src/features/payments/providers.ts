import { SECRET_SETTINGS } from '@abode/shared/schemas/admin-money';
import type { PaymentGateway } from '@abode/shared/schemas/payments';
import type { SecretBox } from '../../core/security/secret-box.js';
import type { SettingsService } from '../settings/settings.service.js';
import { createFlutterwaveGateway } from './gateways/flutterwave.js';
import { createPayPalGateway } from './gateways/paypal.js';
import { createStripeGateway } from './gateways/stripe.js';

// Which providers the admin switched on, with their keys (settings), made into gateways. Secrets
// are stored sealed (ADR 033) and opened here only, on their way to the provider;
// get_payment_settings answers public keys only.

export interface ProviderUrls {
  stripe: string;
  /** undefined: live or sandbox by the sandbox_mode setting */
  paypal: string | undefined;
  flutterwave: string;
}

const SWITCHES: Record<PaymentGateway, string> = {
  stripe: 'stripe_gateway',
  paypal: 'paypal_gateway',
  flutterwave: 'flutterwave_status',
  bank_transfer: 'bank_transfer_status',
};

/** Settings a client may read (get_payment_settings): switches, publishable keys, currencies. */
const PUBLIC_KEYS = [
  'stripe_gateway',
  'stripe_publishable_key',
  'stripe_currency',
  'paypal_gateway',
  'paypal_client_id',
  'sandbox_mode',
  'flutterwave_status',
  'flutterwave_public_key',
  'bank_transfer_status',
  'bank_details',
] as const;

export function createPaymentProviders(deps: { settings: Pick<SettingsService, 'value'>; secrets: SecretBox; urls: ProviderUrls }) {
  const { settings, secrets, urls } = deps;
  const value = async (key: string) => {
    const stored = (await settings.value(key)) ?? '';
    return SECRET_SETTINGS.includes(key) ? secrets.open(stored) : stored;
  };

  return {
    async isEnabled(gateway: PaymentGateway): Promise<boolean> {
      if ((await value(SWITCHES[gateway])) !== '1') return false;
      if (gateway === 'stripe') return (await value('stripe_secret_key')) !== '';
      if (gateway === 'paypal') return (await value('paypal_client_id')) !== '' && (await value('paypal_client_secret')) !== '';
      if (gateway === 'flutterwave') return (await value('flutterwave_secret_key')) !== '';
      return true;
    },

    async enabled(): Promise<PaymentGateway[]> {
      const gateways = Object.keys(SWITCHES) as PaymentGateway[];
      const on = await Promise.all(gateways.map((g) => this.isEnabled(g)));
      return gateways.filter((_, i) => on[i]);
    },

    async publicSettings(): Promise<{ type: string; data: string }[]> {
      return Promise.all(PUBLIC_KEYS.map(async (type) => ({ type, data: await value(type) })));
    },

    async stripe() {
      return createStripeGateway({ secretKey: await value('stripe_secret_key'), webhookSecret: await value('stripe_webhook_secret'), apiUrl: urls.stripe });
    },

    async paypal() {
      const sandbox = (await value('sandbox_mode')) === '1';
      const apiUrl = urls.paypal ?? (sandbox ? 'https://api-m.sandbox.paypal.com' : 'https://api-m.paypal.com');
      return createPayPalGateway({ clientId: await value('paypal_client_id'), clientSecret: await value('paypal_client_secret'), apiUrl });
    },

    async flutterwave() {
      return createFlutterwaveGateway({ secretKey: await value('flutterwave_secret_key'), secretHash: await value('flutterwave_secret_hash'), apiUrl: urls.flutterwave });
    },
  };
}
export type PaymentProviders = ReturnType<typeof createPaymentProviders>;
