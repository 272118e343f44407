/**
 * Demo community content for `npm run seed`: members, surgeries, updates and threaded comments.
 * The stories are invented and written for this project; every surgeon is a real NPI from the
 * fixtures (api/fixtures/nppes_practitioners_ct_lantanagroup.csv or
 * dac_national_sample_ofirnassimi.csv) with a surgical specialty in the surgery's state —
 * test/importer-seed-data.test.ts checks that, and that every procedure name is in SURGERY_TYPES.
 * Dates are relative ("days ago") so a fresh seed always looks recent.
 */
import type { PaymentMethod, WorthItAnswer } from '@journeys/shared/domain';

/**
 * Password of every demo member. Demo only: it is published here, so the seed must never run
 * against a production database.
 */
export const DEMO_PASSWORD = 'journeys-demo-2026';

export interface DemoMember {
  username: string;
  email: string;
  /** A palette value from @journeys/shared/domain (BACKGROUND_PALETTE). */
  background: string;
  joinedDaysAgo: number;
}

export type DemoSide = 'left' | 'right' | 'bilateral';

export interface DemoReply {
  member: string;
  text: string;
  daysAfterCreate: number;
}

export interface DemoComment extends DemoReply {
  replies: DemoReply[];
}

export interface DemoUpdate {
  daysAfterCreate: number;
  rating: number | null;
  symptom: number;
  description: string;
  /** 'Was it worth it?' as answered with the update; none when absent. */
  worthIt?: WorthItAnswer | null;
}

/** What the surgery cost out of pocket: whole dollars, how it was paid, and whether the journey shows it. */
export interface DemoCost {
  amount: number;
  payment: PaymentMethod;
  shown: boolean;
}

export interface DemoSurgery {
  /** Username of the author. */
  member: string;
  stateCode: string;
  npi: string;
  procedures: { surgeryType: string; side: DemoSide }[];
  surgeryDaysAgo: number;
  createdDaysAgo: number;
  rating: number | null;
  symptom: number;
  description: string;
  /** 'Was it worth it?' as answered with the surgery; none when absent. */
  worthIt?: WorthItAnswer | null;
  /** None when absent: 'Prefer not to say'. */
  cost?: DemoCost | null;
  updates: DemoUpdate[];
  comments: DemoComment[];
}

/** A demo journey with one procedure on the right side and no updates, owned by the member with `email`. */
export interface DemoReminderJourney extends Omit<
  DemoSurgery,
  'member' | 'procedures' | 'updates' | 'comments'
> {
  email: string;
  surgeryType: string;
}

export const DEMO_MEMBERS: DemoMember[] = [
  { username: 'kneedeep_kate', email: 'kate@example.com', background: '#bbdefb', joinedDaysAgo: 400 },
  { username: 'trailrunner_mike', email: 'mike@example.com', background: '#c8e6c9', joinedDaysAgo: 380 },
  { username: 'quilting_nana', email: 'nana@example.com', background: '#e1bee7', joinedDaysAgo: 375 },
  { username: 'dad_of_three_dan', email: 'dan@example.com', background: '#ffe0b2', joinedDaysAgo: 240 },
  { username: 'priya_s', email: 'priya@example.com', background: '#ffcdd2', joinedDaysAgo: 200 },
  { username: 'surfer_jo', email: 'jo@example.com', background: '#fff9c4', joinedDaysAgo: 290 },
  { username: 'marcus_lifts', email: 'marcus@example.com', background: '#e0e0e0', joinedDaysAgo: 215 },
  { username: 'bookish_beth', email: 'beth@example.com', background: '#ffffff', joinedDaysAgo: 170 },
];

export const DEMO_SURGERIES: DemoSurgery[] = [
  {
    member: 'kneedeep_kate',
    stateCode: 'CT',
    npi: '1659374734', // Daniel Fish, MD, orthopedic surgery, Brookfield CT
    procedures: [{ surgeryType: 'Knee Replacement', side: 'right' }],
    surgeryDaysAgo: 380,
    createdDaysAgo: 372,
    rating: 4,
    symptom: 4,
    worthIt: 'not_sure',
    cost: { amount: 2850, payment: 'private', shown: true },
    description:
      'Right total knee after ten years of arthritis. First week home was rough: ice machine, walker, and the exercises hurt more than I expected. Sleeping was the hardest part.',
    updates: [
      {
        daysAfterCreate: 14,
        worthIt: 'not_sure',
        rating: 4,
        symptom: 5,
        description: 'Staples out. Walking to the mailbox with a cane now, bending to about 95 degrees.',
      },
      {
        daysAfterCreate: 60,
        worthIt: 'worth_it',
        rating: 5,
        symptom: 6,
        description:
          'Back at work part-time. Stairs are still slow going down but the old grinding pain is gone.',
      },
      {
        daysAfterCreate: 180,
        worthIt: 'worth_it',
        rating: 5,
        symptom: 7,
        description:
          'Six months: hiked a short trail for the first time in years. Some stiffness in the morning, that is all.',
      },
      {
        daysAfterCreate: 365,
        worthIt: 'worth_it',
        rating: 5,
        symptom: 7,
        description:
          'One year. I forget it is a new knee most days. Keep doing the physio even when it is boring — it pays off.',
      },
    ],
    comments: [
      {
        member: 'quilting_nana',
        text: 'Thank you for posting this. Mine is scheduled for spring and the first-week part is exactly what I wanted to know.',
        daysAfterCreate: 3,
        replies: [
          {
            member: 'kneedeep_kate',
            text: 'Get a raised toilet seat and a grabber before you go in. Small things, huge difference.',
            daysAfterCreate: 4,
          },
          { member: 'quilting_nana', text: 'Both ordered. Thank you!', daysAfterCreate: 5 },
        ],
      },
      {
        member: 'trailrunner_mike',
        text: 'That one-year update is great to read.',
        daysAfterCreate: 366,
        replies: [],
      },
    ],
  },
  {
    member: 'trailrunner_mike',
    stateCode: 'CT',
    npi: '1316940687', // Andrew Haas, MD, orthopedic sports medicine, Stamford CT
    procedures: [
      { surgeryType: 'ACL Reconstruction', side: 'left' },
      { surgeryType: 'Meniscus Repair', side: 'left' },
    ],
    surgeryDaysAgo: 300,
    createdDaysAgo: 295,
    rating: 5,
    symptom: 5,
    worthIt: 'worth_it',
    cost: { amount: 4200, payment: 'private', shown: false },
    description:
      'Tore my ACL and meniscus on a downhill trail run. Hamstring graft. The nerve block wore off at 2am the first night, so take the pain medicine on schedule before it does.',
    updates: [
      {
        daysAfterCreate: 42,
        worthIt: 'worth_it',
        rating: 5,
        symptom: 5,
        description: 'Off crutches, on the stationary bike daily. Quad is still shockingly weak.',
      },
      {
        daysAfterCreate: 200,
        worthIt: 'worth_it',
        rating: 5,
        symptom: 6,
        description:
          'Cleared to jog on flat ground. Knee feels stable; the confidence is coming back more slowly than the strength.',
      },
    ],
    comments: [
      {
        member: 'surfer_jo',
        text: 'How long before you could drive? It is my left knee too.',
        daysAfterCreate: 20,
        replies: [
          {
            member: 'trailrunner_mike',
            text: 'Automatic car, about two weeks once I was off the strong painkillers.',
            daysAfterCreate: 21,
          },
        ],
      },
    ],
  },
  {
    member: 'quilting_nana',
    stateCode: 'CT',
    npi: '1558367086', // Richard Bernstein, MD, hand surgery, Hamden CT
    procedures: [{ surgeryType: 'Carpal Tunnel Release', side: 'bilateral' }],
    surgeryDaysAgo: 120,
    createdDaysAgo: 110,
    rating: 5,
    symptom: 6,
    description:
      'Both hands on the same day, which I was nervous about. The night-time numbness stopped almost immediately. Needed help with buttons for a week.',
    updates: [
      {
        daysAfterCreate: 45,
        rating: 5,
        symptom: 7,
        description: 'Quilting again! Grip is nearly back and the scars are fading.',
      },
    ],
    comments: [
      {
        member: 'bookish_beth',
        text: 'Both at once sounds brave. Good to hear it worked out.',
        daysAfterCreate: 2,
        replies: [],
      },
    ],
  },
  {
    member: 'bookish_beth',
    stateCode: 'CT',
    npi: '1467454728', // Alexander Gaudio, MD, ophthalmology, West Hartford CT
    procedures: [{ surgeryType: 'Cataract Surgery', side: 'left' }],
    surgeryDaysAgo: 25,
    createdDaysAgo: 24,
    rating: 5,
    symptom: 7,
    description:
      'Fifteen minutes, awake the whole time, no pain. Colours look so much brighter — I had not realised how yellow everything had become. Drops four times a day for a month.',
    updates: [],
    comments: [],
  },
  {
    member: 'dad_of_three_dan',
    stateCode: 'CT',
    npi: '1457357451', // Scott Kurtzman, MD, general surgery, Middlebury CT
    procedures: [{ surgeryType: 'Gallbladder Removal', side: 'right' }],
    surgeryDaysAgo: 210,
    createdDaysAgo: 205,
    rating: 4,
    symptom: 6,
    description:
      'Keyhole surgery after three gallstone attacks that sent me to the ER. Shoulder pain from the gas they use was worse than the incisions. Home the same evening.',
    updates: [
      {
        daysAfterCreate: 30,
        rating: 4,
        symptom: 6,
        description: 'Eating normally, just go easy on greasy food for a while. Back to lifting the kids.',
      },
    ],
    comments: [
      {
        member: 'marcus_lifts',
        text: 'When were you allowed to lift again?',
        daysAfterCreate: 7,
        replies: [
          {
            member: 'dad_of_three_dan',
            text: 'Nothing over ten pounds for two weeks, then build up.',
            daysAfterCreate: 7,
          },
        ],
      },
    ],
  },
  {
    member: 'marcus_lifts',
    stateCode: 'MA',
    npi: '1063417145', // Atif Khan, MD, general surgery, Concord MA
    procedures: [{ surgeryType: 'Hernia Repair', side: 'right' }],
    surgeryDaysAgo: 60,
    createdDaysAgo: 58,
    rating: 4,
    symptom: 5,
    description:
      'Inguinal hernia from deadlifting, repaired with mesh. Coughing and laughing hurt for a week — hug a pillow. Walking every day helped more than anything.',
    updates: [],
    comments: [
      {
        member: 'trailrunner_mike',
        text: 'Take the return to the gym slowly, your future self will thank you.',
        daysAfterCreate: 4,
        replies: [],
      },
    ],
  },
  {
    member: 'priya_s',
    stateCode: 'MA',
    npi: '1306848643', // Christopher Geary, MD, orthopedic surgery, Boston MA
    procedures: [{ surgeryType: 'Rotator Cuff Repair', side: 'right' }],
    surgeryDaysAgo: 190,
    createdDaysAgo: 185,
    rating: 4,
    symptom: 4,
    description:
      'Full-thickness tear, repaired arthroscopically. Six weeks in a sling, sleeping in a recliner. Nobody warned me how long this recovery is — plan for months, not weeks.',
    updates: [
      {
        daysAfterCreate: 40,
        rating: 3,
        symptom: 3,
        description: 'Sling is off but I cannot lift my arm above my shoulder yet. Frustrated.',
      },
      {
        daysAfterCreate: 100,
        rating: 4,
        symptom: 5,
        description: 'Physio is finally making progress. I can reach the top shelf again.',
      },
      {
        daysAfterCreate: 170,
        rating: 4,
        symptom: 6,
        description: 'Nearly full range of motion. Still sore after a long day at the computer.',
      },
    ],
    comments: [
      {
        member: 'kneedeep_kate',
        text: 'The recliner tip is gold. Hang in there, the middle weeks are the worst.',
        daysAfterCreate: 41,
        replies: [{ member: 'priya_s', text: 'Thanks Kate, needed that today.', daysAfterCreate: 42 }],
      },
      {
        member: 'surfer_jo',
        text: 'Did you do physio in person or with an app?',
        daysAfterCreate: 101,
        replies: [
          {
            member: 'priya_s',
            text: 'In person twice a week, home exercises every day in between.',
            daysAfterCreate: 102,
          },
          { member: 'surfer_jo', text: 'Makes sense, thank you.', daysAfterCreate: 103 },
        ],
      },
    ],
  },
  {
    member: 'dad_of_three_dan',
    stateCode: 'MA',
    npi: '1710980370', // Michael Groff, MD, neurosurgery, Boston MA
    procedures: [{ surgeryType: 'Lumbar Discectomy', side: 'left' }],
    surgeryDaysAgo: 140,
    createdDaysAgo: 138,
    rating: 5,
    symptom: 7,
    description:
      'L5-S1 disc pressing on the nerve, months of sciatica down my left leg. Woke up from surgery and the leg pain was simply gone. Incision soreness only.',
    updates: [
      {
        daysAfterCreate: 21,
        rating: 5,
        symptom: 7,
        description: 'Walking two miles a day. No bending, lifting or twisting yet.',
      },
      {
        daysAfterCreate: 120,
        rating: 5,
        symptom: 6,
        description:
          'Some back stiffness after long drives but no sciatica at all. Core exercises for life now.',
      },
    ],
    comments: [],
  },
  {
    member: 'bookish_beth',
    stateCode: 'MA',
    npi: '1700889391', // David Elmer, MD, obstetrics & gynecology, Hyannis MA
    procedures: [{ surgeryType: 'Hysterectomy', side: 'bilateral' }],
    surgeryDaysAgo: 28,
    createdDaysAgo: 27,
    rating: null,
    symptom: 5,
    description:
      'Laparoscopic hysterectomy for fibroids. Too early to rate, but the heavy bleeding that ran my life is over. Very tired in the afternoons.',
    updates: [
      {
        daysAfterCreate: 20,
        rating: 4,
        symptom: 6,
        description: 'Energy coming back. Short walks on the beach every morning.',
      },
    ],
    comments: [
      {
        member: 'priya_s',
        text: 'Wishing you a smooth recovery. Rest is part of the treatment!',
        daysAfterCreate: 1,
        replies: [],
      },
    ],
  },
  {
    member: 'surfer_jo',
    stateCode: 'RI',
    npi: '1912901869', // Steven Freedman, MD, otolaryngology, Middletown RI
    procedures: [
      { surgeryType: 'Septoplasty', side: 'bilateral' },
      { surgeryType: 'Sinus Surgery', side: 'bilateral' },
    ],
    surgeryDaysAgo: 100,
    createdDaysAgo: 95,
    rating: 5,
    symptom: 6,
    description:
      'Deviated septum and chronic sinusitis fixed together. Saline rinses are unpleasant but essential. The first full breath through my nose was unreal.',
    updates: [
      {
        daysAfterCreate: 30,
        rating: 5,
        symptom: 7,
        description: 'Back in the water. No sinus infection this season for the first time in years.',
      },
    ],
    comments: [
      {
        member: 'marcus_lifts',
        text: 'Were there splints in your nose afterwards?',
        daysAfterCreate: 6,
        replies: [
          {
            member: 'surfer_jo',
            text: 'Soft splints for a week. Removing them was weird but quick.',
            daysAfterCreate: 6,
          },
        ],
      },
    ],
  },
  {
    member: 'quilting_nana',
    stateCode: 'RI',
    npi: '1366447203', // Charles Adams, MD, general surgery, Providence RI
    procedures: [{ surgeryType: 'Gastric Sleeve', side: 'bilateral' }],
    surgeryDaysAgo: 280,
    createdDaysAgo: 270,
    rating: 5,
    symptom: 6,
    description:
      'Sleeve gastrectomy after years of trying everything else. Two weeks of liquids, then purées. Getting enough water in is a real job at the start.',
    updates: [
      {
        daysAfterCreate: 30,
        rating: 4,
        symptom: 5,
        description: 'Down 28 pounds. Tiny portions feel normal now; protein first at every meal.',
      },
      {
        daysAfterCreate: 90,
        rating: 5,
        symptom: 6,
        description: "Off my blood pressure tablets, with my doctor's blessing.",
      },
      {
        daysAfterCreate: 180,
        rating: 5,
        symptom: 6,
        description:
          'Walking with the grandchildren without stopping. Some hair thinning around month four, which my team said is common.',
      },
      {
        daysAfterCreate: 260,
        rating: 5,
        symptom: 7,
        description: 'Nine months in and stable. The support group made all the difference.',
      },
    ],
    comments: [
      {
        member: 'kneedeep_kate',
        text: 'Inspiring progress. Did the surgery help your knees too?',
        daysAfterCreate: 182,
        replies: [
          { member: 'quilting_nana', text: 'Very much. Less weight, less ache.', daysAfterCreate: 183 },
        ],
      },
    ],
  },
  {
    member: 'kneedeep_kate',
    stateCode: 'PA',
    npi: '1215922828', // Marc Manzione, orthopedic surgery, Huntingdon Valley PA
    procedures: [{ surgeryType: 'Hip Replacement', side: 'left' }],
    surgeryDaysAgo: 520,
    createdDaysAgo: 390,
    rating: 5,
    symptom: 7,
    description:
      'Posting my earlier hip replacement for completeness. Anterior approach, up and walking the same afternoon. Far easier than my knee would be later.',
    updates: [
      {
        daysAfterCreate: 10,
        rating: 5,
        symptom: 7,
        description: 'Four months on and not a twinge from the hip. Physio signed me off early.',
      },
      {
        daysAfterCreate: 300,
        rating: 5,
        symptom: 7,
        description: "Danced at my niece's wedding. Best decision.",
      },
    ],
    comments: [],
  },
  {
    member: 'marcus_lifts',
    stateCode: 'TX',
    npi: '1215131099', // Robert Kwon, hand surgery, Plano TX
    procedures: [{ surgeryType: 'Trigger Finger Release', side: 'right' }],
    surgeryDaysAgo: 85,
    createdDaysAgo: 84,
    rating: 4,
    symptom: 6,
    description:
      'Ring finger kept locking. Ten-minute procedure under local anaesthetic while visiting family in Texas. Palm was tender for about three weeks.',
    updates: [],
    comments: [],
  },
  {
    member: 'priya_s',
    stateCode: 'NY',
    npi: '1215909973', // Dominick Paonessa, otolaryngology, Albany NY
    procedures: [{ surgeryType: 'Tonsillectomy', side: 'bilateral' }],
    surgeryDaysAgo: 160,
    createdDaysAgo: 150,
    rating: 3,
    symptom: 5,
    description:
      'Adult tonsillectomy after constant strep. Honestly the worst sore throat of my life, worst around days five to seven. Ice pops and a humidifier got me through.',
    updates: [
      {
        daysAfterCreate: 60,
        rating: 4,
        symptom: 6,
        description:
          'Two months without a single throat infection. Worth it, but adults: take two weeks off.',
      },
    ],
    comments: [
      {
        member: 'bookish_beth',
        text: 'Adult tonsillectomy is no joke, glad you are through it.',
        daysAfterCreate: 2,
        replies: [
          {
            member: 'priya_s',
            text: 'Thank you! Day 6 was the worst, it does get better.',
            daysAfterCreate: 3,
          },
        ],
      },
    ],
  },
];

/**
 * Beth's first eye, 43 days ago and posted on day 3 with no update since: its 6-week milestone
 * passed yesterday, so the reminder is due (reminder-rules.ts) for the next six days. Seeded with
 * the follows (seed-follow-ups.ts).
 */
export const DUE_REMINDER_JOURNEY: DemoReminderJourney = {
  email: 'beth@example.com',
  surgeryDaysAgo: 43,
  createdDaysAgo: 40,
  stateCode: 'CT',
  npi: '1467454728',
  surgeryType: 'Cataract Surgery',
  rating: 4,
  symptom: 6,
  description:
    'Right eye first; the left follows in a few weeks. Blurry for two days, then sharper than it has been in years. Night driving glare is still there.',
};
