/**
 * The en-IN catalog: every area, as each element imports its own. It is the reference the other
 * languages' catalogs match key for key. Elements never import this whole catalog (they import
 * their area), so a page carries the English of its own elements only.
 */
import { errors, validation } from '../../../protocol/messages/en-IN.ts';
import { common } from './common.ts';
import { forms } from './forms.ts';
import { google } from './google.ts';
import { signedIn } from './signed-in.ts';
import { welcome } from './welcome.ts';
import { plan } from './plan.ts';
import { pricing } from './pricing.ts';
import { pricingContent } from './pricing-content.ts';
import { contact } from './contact.ts';
import { newsletter } from './newsletter.ts';
import { errorPage, notFound, serverError } from './error-screens.ts';
import { chatLauncher } from './chat-launcher.ts';
import { chat } from './chat.ts';
import { helpSearch } from './help-search.ts';
import { handbookNav } from './handbook-nav.ts';
import { signIn } from './sign-in.ts';
import { register } from './register.ts';
import { forgotPassword } from './forgot-password.ts';
import { resetPassword } from './reset-password.ts';
import { sessionStatus } from './session-status.ts';

export const enIN = {
  common,
  forms,
  google,
  signedIn,
  signIn,
  register,
  plan,
  welcome,
  forgotPassword,
  resetPassword,
  sessionStatus,
  pricing,
  pricingContent,
  contact,
  newsletter,
  errorPage,
  notFound,
  serverError,
  chat,
  chatLauncher,
  helpSearch,
  handbookNav,
  validation,
  errors,
};
