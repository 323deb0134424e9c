// Form rules of the register and reset-password screens (spec 1 section 5).
import { authTexts } from './auth.texts';

export const MIN_PASSWORD_LENGTH = 6;

export interface RegistrationForm {
  fullName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export type RegistrationErrors = Partial<Record<keyof RegistrationForm, string>>;

/** All four fields required; the passwords must match. No length rule on register. */
export function validateRegistration(form: RegistrationForm): RegistrationErrors {
  const errors: RegistrationErrors = {};
  if (!form.fullName.trim()) errors.fullName = authTexts.errors.fullNameRequired;
  if (!form.email.trim()) errors.email = authTexts.errors.emailRequired;
  if (!form.password) errors.password = authTexts.errors.passwordRequired;
  if (!form.confirmPassword) errors.confirmPassword = authTexts.errors.confirmRequired;
  else if (form.password && form.password !== form.confirmPassword) {
    errors.confirmPassword = authTexts.errors.passwordsDiffer;
  }
  return errors;
}

export type ResetProblem = { title: string; description: string } | null;

/** Matching first, then at least 6 characters: each with the spec's title and description. */
export function resetPasswordProblem(password: string, confirmPassword: string): ResetProblem {
  const texts = authTexts.toasts;
  if (password !== confirmPassword)
    return { title: texts.passwordsDiffer, description: texts.passwordsDifferText };
  if (password.length < MIN_PASSWORD_LENGTH) {
    return { title: texts.passwordTooShort, description: texts.passwordTooShortText };
  }
  return null;
}
