/**
 * Every element of the bundle, in one list: the entry defines them by importing this, and the
 * manifest and editor data are generated from the same definitions (the type declarations from
 * widgets/public/, which a unit test holds to this list).
 */
import { forgotPassword } from './forgot-password/forgot-password.element.ts';
import { helpDefinitions } from './help-elements.ts';
import { register } from './register/register.element.ts';
import { resetPassword } from './reset-password/reset-password.element.ts';
import { sessionStatus } from './session-status/session-status.element.ts';
import { signIn } from './sign-in/sign-in.element.ts';
import { siteDefinitions } from './site-elements.ts';
import { partnerDefinitions } from './partner-elements.ts';
import type { WidgetDefinition } from './core/element/define.tsx';
import type { EnhancerDefinition } from './core/element/enhancer.ts';

export const definitions: (WidgetDefinition<any> | EnhancerDefinition)[] = [
  sessionStatus,
  signIn,
  register,
  forgotPassword,
  resetPassword,
  ...siteDefinitions,
  ...helpDefinitions,
  ...partnerDefinitions,
];
