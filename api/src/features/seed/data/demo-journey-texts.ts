/**
 * Sentences the generated demo journeys are written from (generate-demo-journeys.ts), written for
 * this project. Each post gets one sentence for how the member feels against before surgery (the
 * tone follows its symptom score) and one about the stage of recovery of that body part.
 */

/** Every generated description starts with this, so nobody mistakes it for a member's story. */
export const DEMO_LABEL = 'Demo journey:';

export type Tone = 'worse' | 'same' | 'better';
export type Stage = 'early' | 'middle' | 'late';

export const TONE_SENTENCES: Readonly<Record<Tone, readonly string[]>> = {
  worse: [
    'Harder than I expected, and nights are the worst part.',
    'Still worse than before the operation. Trying to be patient.',
    'A setback this week: the swelling came back after I overdid it.',
    'Sore and tired most days; the pain medicine takes the edge off.',
    'Honestly struggling. My surgeon says this stage is normal.',
  ],
  same: [
    'About where I was before surgery, which is frustrating.',
    'Some days better, some worse; overall no real change yet.',
    'The old pain is gone but a new ache has taken its place.',
    'Not worse, not better. Keeping up with the exercises anyway.',
  ],
  better: [
    'Clearly better than before the operation.',
    'Sleeping through the night again.',
    'Back to most of my normal routine.',
    'Each week is a little easier than the last.',
    'Glad I went ahead with it.',
    'Walking further every day without thinking about it.',
  ],
};

/** By kind of recovery (DemoProcedurePlan.texts) and stage: `{side}` becomes left, right or both. */
export const STAGE_SENTENCES: Readonly<Record<string, Readonly<Record<Stage, readonly string[]>>>> = {
  knee: {
    early: [
      'Walker for the first days, then a cane.',
      'Ice and elevation for most of the day; the {side} knee is very swollen.',
      'Physio started the day after surgery. Bending is the hard part.',
      'Getting in and out of the car takes planning.',
    ],
    middle: [
      'Physio twice a week; bending past 110 degrees now.',
      'Off the cane indoors. Stairs are slow going down.',
      'Driving again, short trips only.',
      'Still stiff in the mornings, looser by lunchtime.',
    ],
    late: [
      'Stairs feel normal and I can kneel on a cushion.',
      'Some stiffness after a long day, nothing more.',
      'Back to long walks and the odd hike.',
      'I forget about the {side} knee most days.',
    ],
  },
  ligament: {
    early: [
      'Crutches and a brace locked straight for the first days.',
      'Getting the {side} leg fully straight is the first goal.',
      'The thigh muscle is shockingly weak; lifting the leg is hard work.',
    ],
    middle: [
      'Off crutches, on the stationary bike every day.',
      'Brace off. Walking without a limp most of the time.',
      'Balance work on one leg, wobbly but improving.',
    ],
    late: [
      'Cleared to jog on flat ground.',
      'Back to sport drills; confidence comes back more slowly than strength.',
      'The {side} knee feels stable on turns again.',
    ],
  },
  hip: {
    early: [
      'Up and walking with a frame the same day.',
      'Sleeping on my back with a pillow between my knees.',
      'Raised toilet seat and a grabber make home possible.',
      'The groin ache is already different from the old arthritis pain.',
    ],
    middle: [
      'Off the crutches. A slight limp when I am tired.',
      'Swimming again, gentle lengths only.',
      'Putting my own socks on is a small victory.',
      'Exercises every morning; the {side} hip feels stable.',
    ],
    late: [
      'Gardening and long walks without a twinge.',
      'Hardly a limp left, even at the end of the day.',
      'Danced at a family wedding.',
      'The {side} hip just works, which was the whole point.',
    ],
  },
  wrist: {
    early: [
      'Bandage off after a few days; the palm is tender.',
      'The night-time numbness stopped almost at once.',
      'Typing slowly and avoiding lifting anything heavy.',
    ],
    middle: [
      'Grip strength is coming back.',
      'The scar is fading and less sore to press.',
      'Back to cooking and gardening with care.',
    ],
    late: [
      'No numbness at all, even first thing in the morning.',
      'Full strength back for everyday jobs.',
      'I rarely think about my {side} hand now.',
    ],
  },
  shoulder: {
    early: [
      'Sling day and night; sleeping propped up in a recliner.',
      'Dressing one-handed takes twice as long.',
      'The nerve block wore off the first night. Take the pain medicine on time.',
    ],
    middle: [
      'Sling off, but I cannot lift my {side} arm above my shoulder yet.',
      'Physio is slow work: small gains every week.',
      'Reaching the top shelf is still a stretch.',
    ],
    late: [
      'Nearly full range of motion now.',
      'Sore after a long day at the computer, fine otherwise.',
      'Back to swimming, slowly.',
    ],
  },
};
