/**
 * The standalone page's fixture data: answers the help calendar's calls (and the stand-in login)
 * from ../fixtures as the API would, so QA sees every display case and can take every action
 * without a database. Actions change this answerer's copy only; each call of `createFixtureApi`
 * starts from the fixtures again.
 */
import type { HelpCalendar, HelpNeed, HelpNeedInput } from '@journeys/shared/domain';
import { HELP_LIMITS, HELP_MESSAGES } from '@journeys/shared/rules';
import type { FixtureAnswer as Answer } from '@journeys/shared/ui/standalone-frame';
import {
  CONTESTED,
  INVITES,
  KATE,
  READER,
  calendarList,
  dayFromToday,
  fixtureCalendars,
  makeNeed,
  notFoundBody,
} from '../fixtures/help-fixtures';

const ok = (body: unknown, status = 200): Answer => ({ status, body });
const noContent: Answer = { status: 204, body: undefined };
const notFound = (what: string): Answer => ({ status: 404, body: notFoundBody(what) });
const refused = (status: number, code: string, message: string): Answer => ({
  status,
  body: { statusCode: status, error: status === 404 ? 'Not Found' : 'Conflict', code, message },
});
const invalid = (fieldErrors: Record<string, string>): Answer => ({
  status: 400,
  body: {
    statusCode: 400,
    error: 'Bad Request',
    code: 'VALIDATION_FAILED',
    message: 'Check the fields',
    fieldErrors,
  },
});

const parse = (body: unknown): Record<string, unknown> =>
  typeof body === 'string' && body ? (JSON.parse(body) as Record<string, unknown>) : {};

/** The API's rules on a need, as it answers them: a message per field. */
function needFieldErrors(input: HelpNeedInput): Record<string, string> {
  const errors: Record<string, string> = {};
  if (Date.parse(`${input.date}T${input.startTime}:00Z`) <= Date.now()) errors.date = HELP_MESSAGES.pastSlot;
  if (input.endTime <= input.startTime) errors.endTime = HELP_MESSAGES.endBeforeStart;
  if (input.repeatCount > HELP_LIMITS.repeatsMax) errors.repeatCount = HELP_MESSAGES.tooManyRepeats;
  if (input.notes.length > HELP_LIMITS.notesMax) errors.notes = HELP_MESSAGES.notesTooLong;
  return errors;
}

function needFrom(id: number, input: HelpNeedInput): HelpNeed {
  const day = Math.round(
    (Date.parse(`${input.date}T00:00:00Z`) - Date.parse(`${dayFromToday(0)}T00:00:00Z`)) / 86_400_000,
  );
  return makeNeed({ id, ...input, day });
}

const openOf = (need: HelpNeed) => {
  for (const slot of need.slots) {
    slot.open = need.people - slot.helpers.length;
    slot.mine = slot.helpers.some((h) => h.userId === READER.id);
  }
};

export function createFixtureApi(): (method: string, path: string, body: unknown) => Answer {
  const calendars: Record<number, HelpCalendar> = fixtureCalendars();
  let nextId = 900;
  let contested = false;

  const needById = (id: number) => {
    for (const calendar of Object.values(calendars)) {
      const need = calendar.needs.find((n) => n.id === id);
      if (need) return { calendar, need };
    }
    return null;
  };

  function calendarCall(method: string, calendar: HelpCalendar, rest: string, body: unknown): Answer {
    if (method === 'get' && rest === '') return ok(calendar);
    if (method === 'post' && rest === '/needs') {
      const input = parse(body) as unknown as HelpNeedInput;
      const errors = needFieldErrors(input);
      if (Object.keys(errors).length) return invalid(errors);
      const need = needFrom(++nextId, input);
      calendar.needs.push(need);
      return ok(need, 201);
    }
    if (method === 'post' && rest === '/invite') {
      calendar.invite = {
        token: `fixture-new-link-${++nextId}-Zx8Qm3Vb6Np1Lk4Jh7Gf2Dc5`,
        expiresAt: new Date(Date.now() + HELP_LIMITS.inviteDays * 86_400_000).toISOString(),
      };
      return ok(calendar.invite, 201);
    }
    if (method === 'delete' && rest === '/invite') {
      calendar.invite = null;
      return noContent;
    }
    const helper = /^\/helpers\/(\d+)$/.exec(rest);
    if (method === 'delete' && helper) {
      const userId = Number(helper[1]);
      calendar.helpers = calendar.helpers.filter((h) => h.userId !== userId);
      for (const need of calendar.needs) {
        for (const slot of need.slots) slot.helpers = slot.helpers.filter((h) => h.userId !== userId);
        openOf(need);
      }
      if (userId === READER.id && calendar.role === 'helper') delete calendars[calendar.surgeryId];
      return noContent;
    }
    if (method === 'post' && rest === '/caregivers') {
      if (calendar.caregivers.length + calendar.pendingCaregivers.length >= HELP_LIMITS.caregiversMax)
        return refused(409, 'HELP_CAREGIVERS_FULL', HELP_MESSAGES.caregiversFull);
      const email = String(parse(body).email ?? '').trim();
      const pending = {
        id: ++nextId,
        email,
        expiresAt: new Date(Date.now() + HELP_LIMITS.caregiverInviteDays * 86_400_000).toISOString(),
      };
      calendar.pendingCaregivers.push(pending);
      return ok(pending, 201);
    }
    const caregiver = /^\/caregivers\/(\d+)$/.exec(rest);
    if (method === 'delete' && caregiver) {
      calendar.caregivers = calendar.caregivers.filter((c) => c.userId !== Number(caregiver[1]));
      return noContent;
    }
    return notFound(`No fixture for ${method.toUpperCase()} ${rest}`);
  }

  function signupCall(method: string, needId: number, date: string): Answer {
    const found = needById(needId);
    const slot = found?.need.slots.find((s) => s.date === date);
    if (!found || !slot) return notFound('Slot not found');
    if (method === 'put') {
      if (slot.mine) return ok(slot);
      // The contested slot: someone else takes its last place just before the reader does.
      if (needId === CONTESTED.needId && date === dayFromToday(CONTESTED.day) && !contested) {
        contested = true;
        slot.helpers.push({ userId: 8, username: 'quick_quinn' });
        openOf(found.need);
      }
      if (slot.open <= 0) return refused(409, 'HELP_SLOT_TAKEN', HELP_MESSAGES.slotTaken);
      slot.helpers.push(KATE);
    } else slot.helpers = slot.helpers.filter((h) => h.userId !== READER.id);
    openOf(found.need);
    return method === 'put' ? ok(slot) : noContent;
  }

  return function answer(method, path, body) {
    if (method === 'post' && path === '/email/validate') return ok({ isValid: true, token: 'fixture-token' });
    if (method === 'get' && path === '/patient/me') return ok(READER);
    if (method === 'post' && path === '/logout') return noContent;
    if (method === 'get' && path === '/help/calendars') return ok(calendarList(calendars));
    const calendar = /^\/help\/calendars\/([^/]+)(.*)$/.exec(path);
    if (calendar) {
      const found = calendars[Number(calendar[1])];
      return found ? calendarCall(method, found, calendar[2] ?? '', body) : notFound('Surgery not found');
    }
    const signup = /^\/help\/needs\/(\d+)\/days\/([\d-]+)\/signup$/.exec(path);
    if (signup && (method === 'put' || method === 'delete'))
      return signupCall(method, Number(signup[1]), signup[2] ?? '');
    const need = /^\/help\/needs\/(\d+)$/.exec(path);
    const found = need && needById(Number(need[1]));
    if (found && method === 'put') {
      const input = parse(body) as unknown as HelpNeedInput;
      const errors = needFieldErrors(input);
      if (
        Object.keys(errors).length &&
        (input.date !== found.need.date || input.startTime !== found.need.startTime)
      )
        return invalid(errors);
      const edited = needFrom(found.need.id, input);
      found.calendar.needs = found.calendar.needs.map((n) => (n.id === edited.id ? edited : n));
      return ok(edited);
    }
    if (found && method === 'delete') {
      found.calendar.needs = found.calendar.needs.filter((n) => n.id !== found.need.id);
      return noContent;
    }
    if (method === 'post' && (path === '/help/invites/preview' || path === '/help/invites/accept')) {
      const preview = INVITES[String(parse(body).token ?? '')];
      return preview ? ok(preview) : refused(404, 'HELP_INVITE_INVALID', HELP_MESSAGES.inviteInvalid);
    }
    const withdrawn = /^\/help\/caregiver-invitations\/(\d+)$/.exec(path);
    if (method === 'delete' && withdrawn) {
      for (const c of Object.values(calendars))
        c.pendingCaregivers = c.pendingCaregivers.filter((p) => p.id !== Number(withdrawn[1]));
      return noContent;
    }
    return notFound(`No fixture for ${method.toUpperCase()} ${path}`);
  };
}
