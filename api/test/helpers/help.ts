/** The help calendar's calls as a client makes them, for the help-*.test.ts suites. */
import type { HelpCalendar, HelpInvite, HelpNeed, HelpNeedInput } from '@journeys/shared/domain';
import { json, type Member, type TestApp } from './test-app';

/** A need of one evening two days after `now` (UTC), for one person. */
export function needInput(now: Date, overrides: Partial<HelpNeedInput> = {}): HelpNeedInput {
  const day = new Date(now.getTime() + 2 * 86_400_000).toISOString().slice(0, 10);
  return {
    kind: 'meal',
    date: day,
    startTime: '18:00',
    endTime: '19:00',
    place: '12 Elm Street',
    notes: 'No nuts please',
    people: 1,
    repeat: 'none',
    repeatCount: 1,
    timeZone: 'UTC',
    ...overrides,
  };
}

export function helpApi(t: TestApp) {
  const inject = (
    m: Member | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers: m ? m.auth : {}, ...(payload ? { payload } : {}) });
  return {
    inject,
    calendar: (m: Member | null, surgery: number) => inject(m, 'GET', `/help/calendars/${surgery}`),
    async calendarOf(m: Member, surgery: number): Promise<HelpCalendar> {
      const res = await inject(m, 'GET', `/help/calendars/${surgery}`);
      if (res.statusCode !== 200) throw new Error(`calendar ${res.statusCode} ${res.body}`);
      return json<HelpCalendar>(res);
    },
    postNeed: (m: Member | null, surgery: number, body: object) =>
      inject(m, 'POST', `/help/calendars/${surgery}/needs`, body),
    async addNeed(m: Member, surgery: number, body: object): Promise<HelpNeed> {
      const res = await inject(m, 'POST', `/help/calendars/${surgery}/needs`, body);
      if (res.statusCode !== 201) throw new Error(`need refused ${res.statusCode} ${res.body}`);
      return json<HelpNeed>(res);
    },
    signUp: (m: Member, need: number, day: string) =>
      inject(m, 'PUT', `/help/needs/${need}/days/${day}/signup`),
    cancel: (m: Member, need: number, day: string) =>
      inject(m, 'DELETE', `/help/needs/${need}/days/${day}/signup`),
    async inviteLink(m: Member, surgery: number): Promise<HelpInvite> {
      const res = await inject(m, 'POST', `/help/calendars/${surgery}/invite`);
      if (res.statusCode !== 201) throw new Error(`invite refused ${res.statusCode} ${res.body}`);
      return json<HelpInvite>(res);
    },
    accept: (m: Member, token: string) => inject(m, 'POST', '/help/invites/accept', { token }),
    preview: (m: Member, token: string) => inject(m, 'POST', '/help/invites/preview', { token }),
    /** `helpers` join `owner`'s calendar by a fresh invite link. */
    async join(owner: Member, surgery: number, ...helpers: Member[]): Promise<void> {
      const { token } = await this.inviteLink(owner, surgery);
      for (const h of helpers) {
        const res = await inject(h, 'POST', '/help/invites/accept', { token });
        if (res.statusCode !== 200) throw new Error(`join refused ${res.statusCode} ${res.body}`);
      }
    },
    nameCaregiver: (m: Member, surgery: number, email: string) =>
      inject(m, 'POST', `/help/calendars/${surgery}/caregivers`, { email }),
  };
}

/** The email address test members have. */
export function emailOf(m: Member): string {
  return `${m.username.toLowerCase()}@example.com`;
}
