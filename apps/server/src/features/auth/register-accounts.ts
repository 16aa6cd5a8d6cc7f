import type { FastifyInstance } from 'fastify';
import { createMailer, type Mailer } from '../../core/mail/mailer.js';
import { type AttemptLimiter, MemoryAttemptLimiter, RedisAttemptLimiter } from '../../core/security/attempt-limiter.js';
import { OidcClient } from '../../core/security/oidc.js';
import { createSmsSender, type SmsSender } from '../../core/sms/sms.js';
import type { PackagesService } from '../packages/packages.service.js';
import type { FeatureDeps } from '../register.js';
import type { SettingsService } from '../settings/settings.service.js';
import { createUsersRepo } from '../users/users.repo.js';
import { usersRoutes } from '../users/users.routes.js';
import { createUsersService } from '../users/users.service.js';
import { authRoutes } from './auth.routes.js';
import { createAuthService } from './auth.service.js';
import { createEmailClaimsRepo } from './email-claims.repo.js';
import { createEmailClaims } from './email-claims.service.js';
import { createGoogleLogin } from './google.service.js';
import { createLoginThrottle } from './login-throttle.js';
import { createOtpRepo } from './otp.repo.js';
import { createOtpService } from './otp.service.js';
import { createResetRepo } from './reset.repo.js';
import { createSessionRepo } from './session.repo.js';

export interface AccountChannels {
  mailer?: Mailer;
  sms?: SmsSender;
  limiter?: AttemptLimiter;
}

/** Accounts: sign-up, login, OTP, password reset, profile, deletion, admin (de)activation. */
export async function registerAccounts(
  api: FastifyInstance,
  deps: FeatureDeps & AccountChannels,
  settings: Pick<SettingsService, 'companyName' | 'value'>,
  packages: PackagesService,
) {
  const companyName = () => settings.companyName();
  const { env, database, storage, sessions } = deps;
  const log = api.log;
  const mailer = deps.mailer ?? createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, dataDir: env.DATA_DIR, log });
  const sms =
    deps.sms ??
    createSmsSender({
      provider: env.SMS_PROVIDER,
      twilio: { accountSid: env.TWILIO_ACCOUNT_SID, authToken: env.TWILIO_AUTH_TOKEN, from: env.TWILIO_FROM, apiUrl: env.TWILIO_API_URL },
      dataDir: env.DATA_DIR,
      log,
    });
  const limiter = deps.limiter ?? (deps.redis ? new RedisAttemptLimiter(deps.redis) : new MemoryAttemptLimiter());
  const google =
    env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
      ? createGoogleLogin(new OidcClient({ issuer: env.GOOGLE_ISSUER, clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET }), env.PUBLIC_URL)
      : null;

  const usersRepo = createUsersRepo(database.db);
  const usersService = createUsersService({ repo: usersRepo, storage, imageEncoder: deps.imageEncoder, sessions, packages });
  const sessionRepo = createSessionRepo(database.db);
  const otp = createOtpService({ repo: createOtpRepo(database.db), mailer, sms, limiter, companyName });
  const claims = createEmailClaims({ repo: createEmailClaimsRepo(database.db), users: usersService, sessions, otp });
  const service = createAuthService({
    users: usersService,
    sessions,
    sessionRepo,
    otp,
    claims,
    loginThrottle: createLoginThrottle(limiter, sessionRepo.hasLoggedInFrom),
    resets: createResetRepo(database.db),
    mailer,
    limiter,
    publicUrl: env.PUBLIC_URL,
    companyName,
    log,
  });
  // The admin switches decide which methods the sign-in page offers; Google also needs its client configured.
  const methods = async () => {
    const [otp, social] = await Promise.all([settings.value('number_with_otp_login'), settings.value('social_login')]);
    return { email: true, email_otp: true, phone_otp: otp !== '0', google: google !== null && social === '1' };
  };
  await api.register(authRoutes, { service, google, publicUrl: env.PUBLIC_URL, methods });
  await api.register(usersRoutes, { service: usersService, emailChanges: claims });
  return { usersService };
}
