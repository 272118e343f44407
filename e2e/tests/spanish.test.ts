// exercises: shell mfe-auth mfe-wizard mfe-feed mfe-comments mfe-notifications
// A journey in Spanish (docs/architecture.md §11): a visitor whose browser prefers Spanish lands on
// the Spanish twin of the page, switches to English and back without a reload, signs up with a
// Spanish verification email, posts a surgery and an update through the wizard, comments, and
// hears the bell count in Spanish when another member answers.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { openPage } from '../src/browser';
import { apiPost, signUpMember } from '../src/members';
import { useSite } from '../src/use-site';

const env = useSite();

/** The newest mail to `email` in the development outbox (its .json: subject and text as written). */
function newestMail(outboxDir: string, email: string): { subject: string; text: string } {
  const mails = readdirSync(outboxDir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .reverse()
    .map(
      (file) =>
        JSON.parse(readFileSync(join(outboxDir, file), 'utf8')) as {
          to: string;
          subject: string;
          text: string;
        },
    );
  const mail = mails.find((m) => m.to === email);
  assert.ok(mail, `no mail to ${email}`);
  return mail;
}

describe('a journey in Spanish', () => {
  it('lands in Spanish, switches both ways in place, signs up, posts, comments and hears the bell in Spanish', async () => {
    const { page, context } = await openPage(env.browser, { locale: 'es-US' });

    // The first page follows Accept-Language.
    await page.goto(`${env.site.url}/surgeries`);
    await page.waitForURL(/\/es\/surgeries$/);
    assert.equal(await page.getAttribute('html', 'lang'), 'es-US');
    await page.getByRole('button', { name: 'Iniciar sesión' }).waitFor();
    const firstCard = page.locator('#main article[id^="surgery-"]').first();
    await firstCard.getByRole('button', { name: /^Comentarios \(\d+\)$/ }).waitFor();

    // The switch changes the words and the address, not the page: no second navigation.
    await page.getByRole('link', { name: 'English' }).click();
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
    await page.waitForURL(/\/surgeries$/);
    assert.equal(new URL(page.url()).pathname, '/surgeries');
    assert.equal(await page.getAttribute('html', 'lang'), 'en-US');
    await page.getByRole('link', { name: 'Español' }).click();
    await page.getByRole('button', { name: 'Iniciar sesión' }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/es/surgeries');
    assert.equal(await page.evaluate(() => performance.getEntriesByType('navigation').length), 1);

    // Sign-up, with the verification email in Spanish.
    const email = `miembro-${Date.now()}@example.org`;
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page
      .getByRole('dialog', { name: 'Iniciar sesión' })
      .getByRole('button', { name: 'Crear una cuenta' })
      .click();
    const signup = page.getByRole('dialog', { name: 'Crear una cuenta' });
    await signup.getByRole('textbox', { name: 'Correo electrónico' }).fill(email);
    await signup.getByRole('button', { name: 'Verificar correo electrónico' }).click();
    await signup
      .getByText(`Enviamos un correo electrónico de verificación a ${email}.`, { exact: false })
      .waitFor();
    const link = await env.site.verificationLink(email);
    const mail = newestMail(env.site.outboxDir, email);
    assert.equal(mail.subject, 'Verifique su correo electrónico para Surgery Journeys');
    assert.match(mail.text, /Abra este enlace para verificar su correo electrónico/);
    assert.match(link, /\/es\/verify-email\?token=/);

    await page.goto(link);
    await page.getByRole('heading', { name: 'Cree su cuenta' }).waitFor();
    const username = `miembro_${Date.now().toString(36)}`;
    await page.getByRole('textbox', { name: 'Nombre de usuario' }).fill(username);
    await page.getByLabel('Contraseña', { exact: true }).fill('una contraseña larga y buena');
    await page.getByLabel('Confirmar contraseña').fill('otra contraseña distinta');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await page.getByText('Las contraseñas no coinciden').waitFor();
    await page.getByLabel('Confirmar contraseña').fill('una contraseña larga y buena');
    await page.getByRole('radio', { name: 'Verde claro' }).check();
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await page.waitForURL(/\/es\/surgeries$/);

    // A surgery through the wizard, in Spanish.
    await page.getByRole('button', { name: '+ Cirugía' }).click();
    await page.waitForURL(/\/es\/create-review$/);
    await page.getByText('Paso 1 de 9').waitFor();
    await page.getByLabel('Filtrar estados').fill('Conn');
    await page.getByRole('button', { name: 'Connecticut', exact: true }).click();
    await page.getByRole('button', { name: 'Siguiente', exact: true }).click();
    await page.getByLabel('Busque a su cirujano').fill('fish');
    await page
      .getByRole('list', { name: 'Resultados de la búsqueda' })
      .getByRole('button', { name: /Daniel N\. Fish/ })
      .click();
    await page.getByRole('button', { name: 'Siguiente', exact: true }).click();
    await page.getByRole('combobox', { name: 'Tipo de procedimiento' }).selectOption({ index: 1 });
    await page
      .getByRole('group', { name: 'Lado', exact: true })
      .getByRole('radio', { name: 'Izquierdo' })
      .check();
    await page.getByRole('button', { name: 'Agregar procedimiento' }).click();
    await page.getByRole('button', { name: 'Siguiente', exact: true }).click();
    await page.getByLabel('Fecha de la cirugía').fill('2025-03-04');
    await page.getByRole('button', { name: 'Siguiente', exact: true }).click();
    await page.getByRole('heading', { name: '¿Cuánto le costó?', level: 2 }).waitFor();
    const amount = page.getByRole('textbox', {
      name: 'Cantidad pagada de su bolsillo, en dólares estadounidenses enteros',
    });
    await amount.fill('-1');
    await page
      .getByRole('group', { name: '¿Cómo se pagó?' })
      .getByRole('radio', { name: 'Seguro privado' })
      .check();
    await page.getByRole('button', { name: 'Siguiente', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Introduzca una cantidad en dólares enteros' }).waitFor();
    await amount.fill('2400');
    await page.getByRole('checkbox', { name: 'Mostrar lo que pagué en mi experiencia' }).check();
    await page.getByRole('button', { name: 'Siguiente', exact: true }).click();
    await page.getByRole('button', { name: /Moderadamente mejor que antes de la cirugía/ }).click();
    await page.getByRole('button', { name: 'Siguiente', exact: true }).click();
    await page.getByRole('radio', { name: '4 estrellas: Satisfecho' }).check();
    await page.getByRole('button', { name: 'Siguiente', exact: true }).click();
    await page.getByRole('heading', { name: '¿Valió la pena?', level: 2 }).waitFor();
    await page.getByRole('button', { name: 'Todavía no lo sé', exact: true }).click();
    await page.getByRole('button', { name: 'Siguiente', exact: true }).click();
    await page.getByRole('textbox', { name: 'Detalles adicionales' }).fill('Mi rodilla, contada en español.');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await page.getByText('Cirugía enviada correctamente').waitFor();
    await page.waitForURL(/\/es\/surgeries/);
    const mine = page
      .locator('#main article[id^="surgery-"]', { hasText: 'Mi rodilla, contada en español.' })
      .first();
    await mine.waitFor();
    const surgeryId = Number((await mine.getAttribute('id'))?.replace('surgery-', ''));
    await mine.getByText(/^Todavía no lo sé · \d+ meses después de la cirugía$/).waitFor();
    await mine.getByText(/^Pagó \$2[.,\s]?400 · Seguro privado$/).waitFor();

    // An update.
    await mine.getByRole('link', { name: 'Agregar actualización' }).click();
    await page.getByRole('heading', { name: 'Agregar una actualización', level: 1 }).waitFor();
    await page.getByRole('button', { name: /Mucho mejor que antes de la cirugía/ }).click();
    await page.getByRole('button', { name: 'Siguiente', exact: true }).click();
    await page.getByRole('button', { name: 'Omitir' }).click();
    await page.getByRole('heading', { name: '¿Valió la pena?', level: 2 }).waitFor();
    const notSure = page.getByRole('button', { name: 'Todavía no lo sé', exact: true });
    assert.equal(await notSure.getAttribute('aria-pressed'), 'true', 'the last answer is chosen');
    await page.getByRole('button', { name: 'Valió la pena', exact: true }).click();
    await page.getByRole('button', { name: 'Siguiente', exact: true }).click();
    await page.getByRole('button', { name: 'Enviar' }).click();
    await page.getByText('Los detalles son obligatorios').waitFor();
    await page.getByRole('textbox', { name: 'Detalles' }).fill('Seis semanas: subo escaleras sin baranda.');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await page.getByText('¡Cirugías actualizadas!').waitFor();

    // A comment on it, and the bell at zero.
    await page.goto(`${env.site.url}/es/surgeries?surgery=${surgeryId}`);
    const card = page.locator(`#surgery-${surgeryId}`);
    await card.getByRole('button', { name: /^Comentarios \(\d+\)$/ }).click();
    const box = card.getByRole('textbox', { name: 'Escriba un comentario' });
    await box.fill('Gracias a todos por leer.');
    await box.press('Enter');
    await card.getByRole('article', { name: `Comentario de ${username}` }).waitFor();
    await page.getByRole('link', { name: 'Notificaciones, 0 no leídas' }).waitFor();

    // Another member answers: the bell counts it, in Spanish, without a reload.
    const other = await signUpMember(env.site);
    await apiPost('/comment', { reviewId: surgeryId, text: 'Mucho ánimo con la recuperación.' }, other.token);
    await page.getByRole('link', { name: 'Notificaciones, 1 no leída' }).waitFor({ timeout: 15_000 });
    assert.equal(await page.evaluate(() => performance.getEntriesByType('navigation').length), 1);
    await context.close();
  });

  it('fits a phone: a journey with its timeline open is no wider than 360 px, and its first render reports no error', async () => {
    // Longer Spanish words once widened a card's timeline past the screen, and a Spanish first
    // render at this width raised React's recoverable error 520 (the page's watcher fails on it).
    const { page } = await openPage(env.browser, { locale: 'es-US', viewport: { width: 360, height: 780 } });
    await page.goto(`${env.site.url}/es/surgeries`);
    const show = page.getByRole('button', { name: 'Ver cronología completa' }).first();
    await show.waitFor();
    const cardId = await page
      .locator('#main article[id^="surgery-"]', { has: show })
      .first()
      .getAttribute('id');
    assert.ok(cardId);
    await page.goto(`${env.site.url}/es/surgeries?surgery=${cardId.replace('surgery-', '')}`);
    await page.getByRole('button', { name: 'Ver cronología completa' }).click();
    await page.getByRole('button', { name: 'Ocultar cronología' }).waitFor();
    const width = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      screen: document.documentElement.clientWidth,
    }));
    assert.equal(
      width.page,
      width.screen,
      `the page is ${width.page} px wide on a ${width.screen} px screen`,
    );
  });
});
