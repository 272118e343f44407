import type { Comment, CurrentUser, Profile, Review, ReviewPayload, Update } from '../domain';

let nextId = 1000;
const id = () => ++nextId;

export function makeProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: id(),
    username: 'hopeful_heron12',
    image: null,
    background: '#bbdefb',
    createdAt: '2025-01-15T10:00:00.000Z',
    surgeryCount: 1,
    ...overrides,
  };
}

export function makeCurrentUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    ...makeProfile(),
    email: 'member@example.org',
    role: 'member',
    suspendedUntil: null,
    ...overrides,
  };
}

export function makeUpdate(overrides: Partial<Update> = {}): Update {
  return {
    id: id(),
    reviewId: 1,
    rating: 4,
    symptom: 6,
    description: 'Walking without crutches now.',
    worthIt: null,
    createdAt: '2025-03-01T10:00:00.000Z',
    updatedAt: '2025-03-01T10:00:00.000Z',
    moderation: null,
    photos: [],
    membersOnlyPhotoCount: 0,
    postedBy: null,
    ...overrides,
  };
}

export function makeReview(overrides: Partial<Review> = {}): Review {
  return {
    id: id(),
    state: { id: 7, name: 'Connecticut', code: 'CT' },
    surgeon: {
      npi: '1234567893',
      name: 'Jane Q. Doe, MD',
      address: '1 Main St, Hartford, CT 06103',
      stateName: 'Connecticut',
    },
    procedures: [
      {
        id: 3,
        name: 'Knee replacement',
        description: 'Replaces the knee joint.',
        side: 'left',
        right: false,
      },
    ],
    rating: 4,
    symptom: 6,
    description: 'Recovery was slow but steady.',
    surgeryDate: '2025-01-10',
    worthIt: null,
    latestWorthIt: null,
    cost: null,
    createdAt: '2025-01-20T10:00:00.000Z',
    updatedAt: '2025-01-20T10:00:00.000Z',
    updates: [],
    commentCount: 0,
    patient: makeProfile(),
    moderation: null,
    ...overrides,
  };
}

/**
 * A valid request that creates a surgery (POST /review, `reviewPayload`), every field filled.
 * The API's tests, its benchmarks and the browser tests build theirs from it, so a new field is
 * one more line here; override what the database at hand needs (its surgeons, its procedures).
 */
export function makeSurgeryPayload(overrides: Partial<ReviewPayload> = {}): ReviewPayload {
  return {
    surgeryYear: 2025,
    surgeryMonth: 1,
    surgeryDay: 10,
    npi: '1234567893',
    state: 'Connecticut',
    procedures: [{ id: 3, name: 'Knee replacement', description: 'Replaces the knee joint.', side: 'left' }],
    rating: 4,
    symptom: 6,
    description: 'Recovery was slow but steady.',
    worthIt: 'worth_it',
    ...overrides,
  };
}

export function makeComment(overrides: Partial<Comment> = {}): Comment {
  return {
    id: id(),
    reviewId: 1,
    parentId: null,
    text: 'Thanks for sharing this.',
    createdAt: '2025-01-21T10:00:00.000Z',
    read: false,
    editedAt: null,
    deleted: false,
    patient: makeProfile({ username: 'calm_otter7' }),
    moderation: null,
    nestedComments: [],
    ...overrides,
  };
}
