/**
 * The help calendar's emails, written in the member's language. Places and notes go to two
 * readers only (docs/security.md §15): the helper of that slot (their reminder) and the owner
 * (their morning list). Every other email names the slot by kind, day and time alone.
 */
import type { HelpKind } from '@journeys/shared/domain';
import { paths } from '@journeys/shared/paths';
import type { MailMessage } from '../../platform/mailer';
import { formatLongDate, siteLink, t, type Language } from '../../platform/i18n';
import { escapeHtml, type MemberEmail } from '../email';

export interface SlotWords {
  kind: HelpKind;
  day: string;
  startTime: string;
  endTime: string;
}

export interface SlotDetails extends SlotWords {
  place: string;
  notes: string;
}

function slotLine(language: Language, slot: SlotWords): string {
  return t(language, 'help.slot', {
    kind: t(language, 'help.kind', { kind: slot.kind }),
    date: formatLongDate(language, slot.day),
    start: slot.startTime,
    end: slot.endTime,
  });
}

/** The slot's lines, with place and notes when given (only for the owner and that slot's helper). */
function slotLines(language: Language, slot: SlotWords | SlotDetails): string[] {
  const lines = [slotLine(language, slot)];
  if ('place' in slot && slot.place) lines.push(t(language, 'help.place', { place: slot.place }));
  if ('notes' in slot && slot.notes) lines.push(t(language, 'help.notes', { notes: slot.notes }));
  return lines;
}

function calendarLink(siteUrl: string, reviewId: number, language: Language): string {
  return siteLink(siteUrl, paths.helpCalendar(reviewId), language);
}

interface Body {
  intro: string;
  /** Each block is a few lines (one slot). */
  blocks: string[][];
  link: string;
  linkText: string;
  linkLabel: string;
}

function render(b: Body): { text: string; html: string } {
  return {
    text: [b.intro, '', ...b.blocks.flatMap((lines) => [...lines, '']), b.linkText].join('\n'),
    html: [
      `<p>${escapeHtml(b.intro)}</p>`,
      ...b.blocks.map((lines) => `<p>${lines.map(escapeHtml).join('<br>')}</p>`),
      `<p><a href="${escapeHtml(b.link)}">${escapeHtml(b.linkLabel)}</a></p>`,
    ].join('\n'),
  };
}

function withCalendarLink(
  language: Language,
  siteUrl: string,
  reviewId: number,
  intro: string,
  blocks: string[][],
): { text: string; html: string } {
  const link = calendarLink(siteUrl, reviewId, language);
  return render({
    intro,
    blocks,
    link,
    linkText: t(language, 'help.openText', { link }),
    linkLabel: t(language, 'help.open'),
  });
}

export type ReminderWhen = 'day-before' | '2-hours';

/** To a helper: their slot tomorrow (or later today) or in 2 hours, with its place and notes. */
export function helperReminderEmail(
  r: {
    userId: number;
    signupId: number;
    reviewId: number;
    owner: string;
    when: ReminderWhen;
    /** The slot is on the calendar's current day (a 'day before' reminder can be). */
    today: boolean;
    slot: SlotDetails;
  },
  siteUrl: string,
  language: Language,
): MemberEmail {
  const when = r.when === '2-hours' ? 'twoHours' : r.today ? 'today' : 'tomorrow';
  const kind = t(language, 'help.kind', { kind: r.slot.kind });
  return {
    userId: r.userId,
    kind: 'help',
    idempotencyKey: `help:signup:${r.signupId}:${r.when}`,
    reviewIds: [r.reviewId],
    subject: t(language, 'help.reminderSubject', { when, kind, owner: r.owner }),
    ...withCalendarLink(
      language,
      siteUrl,
      r.reviewId,
      t(language, 'help.reminderIntro', { when, owner: r.owner }),
      [slotLines(language, r.slot)],
    ),
  };
}

export interface MorningSlot extends SlotDetails {
  helpers: string[];
  open: number;
}

/** To the owner: the day's slots with place, notes, helpers and open places. */
export function morningEmail(
  m: { userId: number; reviewId: number; day: string; slots: MorningSlot[] },
  siteUrl: string,
  language: Language,
): MemberEmail {
  return {
    userId: m.userId,
    kind: 'help',
    idempotencyKey: `help:morning:${m.reviewId}:${m.day}`,
    reviewIds: [m.reviewId],
    subject: t(language, 'help.morningSubject', { date: formatLongDate(language, m.day) }),
    ...withCalendarLink(
      language,
      siteUrl,
      m.reviewId,
      t(language, 'help.morningIntro'),
      m.slots.map((slot) => [
        ...slotLines(language, slot),
        slot.helpers.length > 0
          ? t(language, 'help.helpers', { names: slot.helpers.join(', ') })
          : t(language, 'help.nobody'),
        ...(slot.open > 0 && slot.helpers.length > 0
          ? [t(language, 'help.openPlaces', { count: slot.open })]
          : []),
      ]),
    ),
  };
}

/** To the owner: a helper cancelled a slot that starts within 24 hours. */
export function lateCancelEmail(
  c: { userId: number; reviewId: number; helper: string; slot: SlotWords; key: string },
  siteUrl: string,
  language: Language,
): MemberEmail {
  return {
    userId: c.userId,
    kind: 'help',
    idempotencyKey: c.key,
    reviewIds: [c.reviewId],
    subject: t(language, 'help.cancelSubject', {
      name: c.helper,
      date: formatLongDate(language, c.slot.day),
    }),
    ...withCalendarLink(language, siteUrl, c.reviewId, t(language, 'help.cancelIntro', { name: c.helper }), [
      slotLines(language, c.slot),
    ]),
  };
}

/** To a helper (or caregiver) removed from a calendar. */
export function removedEmail(
  r: { userId: number; reviewId: number; owner: string; key: string },
  siteUrl: string,
  language: Language,
): MemberEmail {
  const body = t(language, 'help.removedIntro', { owner: r.owner });
  return {
    userId: r.userId,
    kind: 'help',
    idempotencyKey: r.key,
    subject: t(language, 'help.removedSubject', { owner: r.owner }),
    text: body,
    html: `<p>${escapeHtml(body)}</p>`,
  };
}

/** To a helper whose sign-up went because its need changed or was deleted. */
export function droppedEmail(
  d: { userId: number; reviewId: number; owner: string; slots: SlotWords[]; key: string },
  siteUrl: string,
  language: Language,
): MemberEmail {
  return {
    userId: d.userId,
    kind: 'help',
    idempotencyKey: d.key,
    reviewIds: [d.reviewId],
    subject: t(language, 'help.droppedSubject'),
    ...withCalendarLink(
      language,
      siteUrl,
      d.reviewId,
      t(language, 'help.droppedIntro', { owner: d.owner }),
      d.slots.map((slot) => [slotLine(language, slot)]),
    ),
  };
}

/** To an owner: a helper erased their account; their slots are open again. */
export function helperLeftEmail(
  l: { userId: number; reviewId: number; slots: SlotWords[]; key: string },
  siteUrl: string,
  language: Language,
): MemberEmail {
  return {
    userId: l.userId,
    kind: 'help',
    idempotencyKey: l.key,
    reviewIds: [l.reviewId],
    subject: t(language, 'help.leftSubject'),
    ...withCalendarLink(
      language,
      siteUrl,
      l.reviewId,
      t(language, 'help.leftIntro'),
      l.slots.map((slot) => [slotLine(language, slot)]),
    ),
  };
}

/**
 * The invitation to become a caregiver, to an address that may not be a member's: not a member
 * email (no preferences to honour), sent as the sign-up emails are. The token follows '#'.
 */
export function caregiverInvitationMail(
  to: string,
  owner: string,
  token: string,
  siteUrl: string,
  language: Language,
): MailMessage {
  const link = siteLink(siteUrl, paths.helpInvite(token), language);
  const intro = t(language, 'help.caregiverIntro', { owner });
  const ignore = t(language, 'help.caregiverIgnore', { owner });
  return {
    to,
    subject: t(language, 'help.caregiverSubject', { owner }),
    text: [intro, '', t(language, 'help.caregiverOpenText', { link }), '', ignore].join('\n'),
    html: [
      `<p>${escapeHtml(intro)}</p>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(t(language, 'help.caregiverOpen'))}</a></p>`,
      `<p>${escapeHtml(ignore)}</p>`,
    ].join('\n'),
  };
}
