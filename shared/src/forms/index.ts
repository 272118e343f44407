export { useForm } from './use-form';
export type {
  FieldErrors,
  FieldName,
  FieldProps,
  FieldRef,
  Form,
  FormOptions,
  FormSchema,
  FormValidator,
} from './use-form';
export { useWizard } from './use-wizard';
export type { Wizard, WizardOptions } from './use-wizard';
export { LOGIN_FAILED, useEmailLoginForm } from './use-email-login-form';
export type { EmailLoginFormOptions } from './use-email-login-form';
