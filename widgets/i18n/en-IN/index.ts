/**
 * The en-IN catalog: every area, as each element imports its own. It is the reference the other
 * languages' catalogs match key for key. Elements never import this whole catalog (they import
 * their area), so a page carries the English of its own elements only.
 */
import { common } from './common.ts';
import { forms } from './forms.ts';
import { google } from './google.ts';
import { signedIn } from './signed-in.ts';
import { welcome } from './welcome.ts';
import { plan } from './plan.ts';
import { signIn } from './sign-in.ts';
import { register } from './register.ts';
import { forgotPassword } from './forgot-password.ts';
import { resetPassword } from './reset-password.ts';
import { sessionStatus } from './session-status.ts';

export const enIN = { common, forms, google, signedIn, signIn, register, plan, welcome, forgotPassword, resetPassword, sessionStatus };
