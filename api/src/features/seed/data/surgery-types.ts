/**
 * Procedures members pick in the wizard. Names follow common patient usage, loosely grouped like
 * the AHRQ HCUP CCSR procedure categories (the public sources listed in docs/operations.md §5, public domain; used for
 * the choice of procedures only). Descriptions are our own plain-language wording for patients —
 * no CPT text.
 */
export interface SeedSurgeryType {
  name: string;
  description: string;
}

export const SURGERY_TYPES: SeedSurgeryType[] = [
  // Bones, joints and sports injuries
  {
    name: 'Knee Replacement',
    description:
      'The worn surfaces of the knee joint are replaced with metal and plastic parts to relieve arthritis pain and restore movement.',
  },
  {
    name: 'Partial Knee Replacement',
    description:
      'Only the damaged compartment of the knee is resurfaced, keeping the healthy parts and ligaments of the joint.',
  },
  {
    name: 'Hip Replacement',
    description:
      'The ball and socket of the hip are replaced with an artificial joint, most often because of arthritis or a fracture.',
  },
  {
    name: 'Shoulder Replacement',
    description:
      'The damaged ball and socket of the shoulder are replaced with implants to ease pain and improve reach.',
  },
  {
    name: 'ACL Reconstruction',
    description:
      'A torn anterior cruciate ligament in the knee is rebuilt with a tendon graft so the knee is stable again for turning and sport.',
  },
  {
    name: 'Meniscus Repair',
    description:
      'A torn cartilage cushion in the knee is stitched or trimmed through small keyhole incisions.',
  },
  {
    name: 'Knee Arthroscopy',
    description:
      'A small camera and instruments are passed into the knee to look at and treat damage without opening the joint.',
  },
  {
    name: 'Rotator Cuff Repair',
    description:
      'Torn shoulder tendons are reattached to the bone, usually through small incisions, to bring back strength and lifting.',
  },
  {
    name: 'Shoulder Arthroscopy',
    description: 'Keyhole surgery to clean up, smooth or repair structures inside the shoulder joint.',
  },
  {
    name: 'Carpal Tunnel Release',
    description:
      'The ligament pressing on the median nerve at the wrist is cut to relieve numbness, tingling and weakness in the hand.',
  },
  {
    name: 'Trigger Finger Release',
    description:
      'The tight sheath that catches a finger tendon is opened so the finger bends and straightens smoothly.',
  },
  {
    name: 'Bunionectomy',
    description:
      'The bony bump at the base of the big toe is removed and the toe realigned, sometimes by cutting and pinning the bone.',
  },
  {
    name: 'Achilles Tendon Repair',
    description:
      'A ruptured Achilles tendon at the back of the ankle is sewn back together so the calf can push off again.',
  },
  {
    name: 'Ankle Fracture Fixation',
    description: 'Broken ankle bones are put back in place and held with plates and screws while they heal.',
  },
  {
    name: 'Ankle Arthroscopy',
    description:
      'A camera and small tools are used inside the ankle to remove loose pieces, scar tissue or damaged cartilage.',
  },
  {
    name: 'Hip Fracture Repair',
    description:
      'A broken upper thigh bone is fixed with screws, a rod or a partial joint replacement so walking can resume quickly.',
  },
  // Spine
  {
    name: 'Spinal Fusion',
    description:
      'Two or more vertebrae are joined with bone graft and hardware to stop painful movement between them.',
  },
  {
    name: 'Lumbar Discectomy',
    description:
      'The part of a lower-back disc that presses on a nerve is removed to relieve leg pain and numbness.',
  },
  {
    name: 'Cervical Disc Surgery',
    description:
      'A damaged disc in the neck is removed and the space fused or replaced with an artificial disc to take pressure off nerves.',
  },
  // Eyes
  {
    name: 'Cataract Surgery',
    description: 'The clouded natural lens of the eye is removed and replaced with a clear artificial lens.',
  },
  {
    name: 'LASIK',
    description:
      'A laser reshapes the front surface of the eye to correct near-sightedness, far-sightedness or astigmatism.',
  },
  {
    name: 'Retinal Detachment Repair',
    description:
      'The retina is pressed back against the wall of the eye with a gas bubble, laser or a band around the eye.',
  },
  // Digestive system and abdomen
  {
    name: 'Appendectomy',
    description: 'An inflamed appendix is removed, usually through a few small incisions in the abdomen.',
  },
  {
    name: 'Gallbladder Removal',
    description:
      'The gallbladder is taken out, most often through keyhole incisions, to stop gallstone attacks.',
  },
  {
    name: 'Hernia Repair',
    description:
      'Tissue pushing through a weak spot in the abdominal wall or groin is put back and the spot reinforced, often with mesh.',
  },
  {
    name: 'Gastric Sleeve',
    description:
      'About three quarters of the stomach is removed, leaving a narrow sleeve that holds less food and reduces hunger.',
  },
  {
    name: 'Gastric Bypass',
    description:
      'A small stomach pouch is connected directly to the small intestine so less food is eaten and absorbed.',
  },
  {
    name: 'Colectomy',
    description:
      'A diseased part of the large intestine is removed and the healthy ends joined back together.',
  },
  {
    name: 'Hemorrhoid Surgery',
    description:
      'Swollen veins around the anus are removed or tied off when other treatments have not helped.',
  },
  // Women's health
  {
    name: 'Hysterectomy',
    description:
      'The uterus, and sometimes the ovaries and tubes, are removed through the abdomen, the vagina or keyhole incisions.',
  },
  {
    name: 'C-Section',
    description:
      'The baby is delivered through an incision in the abdomen and the uterus instead of a vaginal birth.',
  },
  {
    name: 'Myomectomy',
    description: 'Fibroids are removed from the uterus while the uterus itself is kept.',
  },
  {
    name: 'Pelvic Floor Repair',
    description:
      'Weakened support around the bladder, uterus or rectum is tightened to fix prolapse or leaking.',
  },
  // Breast
  {
    name: 'Mastectomy',
    description:
      'All of the breast tissue on one or both sides is removed, usually to treat or prevent breast cancer.',
  },
  {
    name: 'Lumpectomy',
    description:
      'A breast lump and a small margin of healthy tissue around it are removed, keeping the rest of the breast.',
  },
  {
    name: 'Breast Reduction',
    description:
      'Breast tissue and skin are removed to make the breasts smaller and ease neck, back and shoulder strain.',
  },
  {
    name: 'Breast Reconstruction',
    description:
      "The shape of a breast is rebuilt with an implant or the patient's own tissue, often after a mastectomy.",
  },
  // Ear, nose and throat
  {
    name: 'Tonsillectomy',
    description:
      'The tonsils at the back of the throat are removed, usually after repeated infections or breathing problems during sleep.',
  },
  {
    name: 'Septoplasty',
    description: 'The wall between the nostrils is straightened to make breathing through the nose easier.',
  },
  {
    name: 'Sinus Surgery',
    description:
      'Blocked sinus passages are opened with a thin scope through the nose to improve drainage and breathing.',
  },
  {
    name: 'Thyroidectomy',
    description:
      'All or part of the thyroid gland in the neck is removed because of nodules, cancer or an overactive gland.',
  },
  // Urology
  {
    name: 'Prostatectomy',
    description:
      'All or part of the prostate gland is removed, to treat cancer or an enlarged prostate that blocks urine flow.',
  },
  {
    name: 'Kidney Stone Removal',
    description:
      'Stones are broken up with sound waves or a laser, or pulled out through a thin scope, so they stop blocking urine.',
  },
  // Heart and blood vessels
  {
    name: 'Coronary Artery Bypass (CABG)',
    description:
      'Blood vessels taken from elsewhere in the body are used to route blood around blocked arteries of the heart.',
  },
  {
    name: 'Heart Valve Replacement',
    description:
      'A narrowed or leaking heart valve is replaced with a mechanical or tissue valve, by open surgery or through a catheter.',
  },
  {
    name: 'Varicose Vein Treatment',
    description:
      'Swollen leg veins are closed with heat or removed through small cuts so blood flows through healthier veins.',
  },
];
