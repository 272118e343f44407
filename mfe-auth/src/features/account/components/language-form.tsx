import { useState } from 'react';
import { saveAccountLanguage } from '@journeys/shared/api';
import { useLanguage } from '@journeys/shared/i18n';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES, type Language } from '@journeys/shared/languages';
import { useForm } from '@journeys/shared/forms';
import { queryKeys, useQueryClient } from '@journeys/shared/query';
import { useSwitchLanguage } from '@journeys/shared/router';
import { Field } from '@journeys/shared/ui/field';
import { AuthForm } from '../../../components/auth-form';
import { serverMessage } from '../../../lib/api-errors';
import { useLocalizedForm } from '../../../lib/known-messages';
import { t as translate, useT } from '../../../messages';

/**
 * The account's saved language, read defensively: GET /account names it (`language`) once the API
 * has it; until then, and for any value that is not one of ours, there is none.
 */
export function savedLanguage(account: object): Language | null {
  const { language } = account as { language?: unknown };
  return isLanguage(language) ? language : null;
}

/**
 * The member's language: the site's and their emails'. Saving stores it on the account
 * (PUT /account/language) and switches the page to it, without a reload.
 */
export function LanguageForm({ saved }: { saved: Language | null }) {
  const t = useT();
  const current = useLanguage();
  const switchLanguage = useSwitchLanguage();
  const client = useQueryClient();
  const [language, setLanguage] = useState<Language>(saved ?? current);
  const form = useLocalizedForm(
    useForm({
      initialValues: {},
      onSubmit: async () => {
        await saveAccountLanguage(language);
        await switchLanguage(language);
        await client.invalidateQueries({ queryKey: queryKeys.account.all });
      },
      onError: (e) => serverMessage(e, translate('languageFailed')),
    }),
  );

  return (
    <AuthForm form={form} submitLabel={t('saveLanguage')}>
      <Field label={t('language')} hint={t('languageHint')}>
        {(control) => (
          <select
            {...control}
            name="language"
            value={language}
            onChange={(e) => {
              if (isLanguage(e.target.value)) setLanguage(e.target.value);
            }}
          >
            {LANGUAGES.map((option) => (
              <option key={option} value={option} lang={option}>
                {LANGUAGE_NAMES[option]}
              </option>
            ))}
          </select>
        )}
      </Field>
    </AuthForm>
  );
}
