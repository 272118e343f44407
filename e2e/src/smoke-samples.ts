// What the composed smoke (tests/composed-smoke.test.ts) fills the module map's route patterns
// with, and who looks: ids of the seeded demo data read from the API, and a member with a surgery
// and an update of their own, made for the run. Each is made the first time a page needs it.
import { paths, routePatterns } from '@journeys/shared/paths';
import { busiestProcedure, busiestSurgeonOf } from './insights-data';
import { apiPost, createSurgeryViaApi, signUpMember, type TestMember } from './members';
import { grantModerator } from './moderators';
import { API_URL, type Site } from './site';

export interface OwnJourney {
  member: TestMember;
  surgeryId: number;
  updateId: number;
}

export interface SmokeSamples {
  /** A member with one surgery and one update of their own. */
  own(): Promise<OwnJourney>;
  /** A member the moderators' pages are shown to. */
  moderator(): Promise<TestMember>;
  /** A seeded journey whose latest update has a photo everyone may see. */
  photoSurgeryId(): Promise<number>;
  /** An address of the page `pattern`, e.g. '/review/:id/edit' → '/review/161/edit'. */
  address(pattern: string): Promise<string>;
  /**
   * Pages open to visitors by route whose sample shows something only to its owner: a help
   * calendar is a 404 to everyone else (docs/product.md §10), so `own()`'s member looks.
   */
  ownersOnly(pattern: string): boolean;
}

interface ReviewWithPhotos {
  id: number;
  updates: { photos?: { visibility: string }[] }[];
}

const once = <T>(make: () => Promise<T>): (() => Promise<T>) => {
  let made: Promise<T> | null = null;
  return () => (made ??= make());
};

export function smokeSamples(site: Site): SmokeSamples {
  const own = once(async () => {
    const member = await signUpMember(site);
    const surgery = await createSurgeryViaApi(member, { description: 'A journey of the composed smoke.' });
    const update = await apiPost<{ id: number }>(
      '/review/update',
      { id: surgery.id, symptom: 5, rating: null, description: 'Two weeks in.', photos: [] },
      member.token,
    );
    return { member, surgeryId: surgery.id, updateId: update.id };
  });
  const moderator = once(async () => {
    const member = await signUpMember(site);
    await grantModerator(site, member.email);
    return member;
  });
  const photoSurgeryId = once(async () => {
    const { reviews } = (await (await fetch(`${API_URL}/reviews?limit=50`)).json()) as {
      reviews: ReviewWithPhotos[];
    };
    const found = reviews.find((r) => r.updates.at(-1)?.photos?.some((p) => p.visibility === 'everyone'));
    if (!found)
      throw new Error("no journey on the feed's first page shows a photo: is the demo seed loaded?");
    return found.id;
  });

  // Patterns with parameters; one without any is its own address.
  const addresses: Record<string, () => Promise<string>> = {
    [routePatterns.editReview]: async () => paths.editReview((await own()).surgeryId),
    [routePatterns.addUpdate]: async () => paths.addUpdate((await own()).surgeryId),
    [routePatterns.editUpdate]: async () => paths.editUpdate((await own()).updateId),
    [routePatterns.helpCalendar]: async () => paths.helpCalendar((await own()).surgeryId),
    [routePatterns.procedure]: async () => paths.procedure((await busiestProcedure()).procedure.id),
    [routePatterns.surgeon]: async () => {
      const { procedure } = await busiestProcedure();
      return paths.surgeon((await busiestSurgeonOf(procedure.id)).npi);
    },
  };

  return {
    own,
    moderator,
    photoSurgeryId,
    ownersOnly: (pattern) => pattern === routePatterns.helpCalendar,
    async address(pattern) {
      const sample = addresses[pattern];
      if (sample) return sample();
      if (!pattern.includes(':')) return pattern;
      throw new Error(`no sample address for ${pattern}: add one to e2e/src/smoke-samples.ts`);
    },
  };
}
