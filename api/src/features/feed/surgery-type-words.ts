/**
 * The surgery types of the reference data (seed/data/surgery-types.ts, stored in English) in the
 * site's other languages (docs/architecture.md §11): GET /surgery-types answers in the request's
 * language, and emails name a member's procedure in theirs. A member's own procedure (not one of
 * the list) is their text and is never translated; a type the table lacks is shown in English.
 */
import type { ReviewPage, SurgeryType } from '@journeys/shared/domain';
import { t, type Language } from '../../platform/i18n';

interface TypeWords {
  name: string;
  description: string;
}

/** Spanish (United States, neutral), by the type's English name. */
const SPANISH: Record<string, TypeWords> = {
  'Knee Replacement': {
    name: 'Reemplazo de rodilla',
    description:
      'Las superficies desgastadas de la articulación de la rodilla se reemplazan con piezas de metal y plástico para aliviar el dolor de la artritis y recuperar el movimiento.',
  },
  'Partial Knee Replacement': {
    name: 'Reemplazo parcial de rodilla',
    description:
      'Solo se recubre el compartimento dañado de la rodilla y se conservan las partes sanas y los ligamentos de la articulación.',
  },
  'Hip Replacement': {
    name: 'Reemplazo de cadera',
    description:
      'La cabeza del fémur y la cavidad de la cadera (acetábulo) se reemplazan con una articulación artificial, casi siempre a causa de artritis o de una fractura.',
  },
  'Shoulder Replacement': {
    name: 'Reemplazo de hombro',
    description:
      'La cabeza del húmero y la cavidad del hombro dañadas se reemplazan con implantes para aliviar el dolor y mejorar el alcance del brazo.',
  },
  'ACL Reconstruction': {
    name: 'Reconstrucción del ligamento cruzado anterior (LCA)',
    description:
      'Un ligamento cruzado anterior roto de la rodilla se reconstruye con un injerto de tendón para que la rodilla vuelva a ser estable al girar y al hacer deporte.',
  },
  'Meniscus Repair': {
    name: 'Reparación de menisco',
    description:
      'Un desgarro del cartílago que amortigua la rodilla se sutura o se recorta a través de pequeñas incisiones artroscópicas.',
  },
  'Knee Arthroscopy': {
    name: 'Artroscopia de rodilla',
    description:
      'Se introducen en la rodilla una cámara pequeña e instrumentos para examinar y tratar lesiones sin abrir la articulación.',
  },
  'Rotator Cuff Repair': {
    name: 'Reparación del manguito rotador',
    description:
      'Los tendones rotos del hombro se vuelven a fijar al hueso, por lo general a través de pequeñas incisiones, para recuperar la fuerza y la capacidad de levantar el brazo.',
  },
  'Shoulder Arthroscopy': {
    name: 'Artroscopia de hombro',
    description:
      'Cirugía mínimamente invasiva para limpiar, alisar o reparar estructuras dentro de la articulación del hombro.',
  },
  'Carpal Tunnel Release': {
    name: 'Liberación del túnel carpiano',
    description:
      'Se corta el ligamento que comprime el nervio mediano en la muñeca para aliviar el adormecimiento, el hormigueo y la debilidad de la mano.',
  },
  'Trigger Finger Release': {
    name: 'Liberación del dedo en gatillo',
    description:
      'Se abre la vaina estrecha que atrapa el tendón de un dedo para que el dedo se doble y se estire sin trabarse.',
  },
  Bunionectomy: {
    name: 'Bunionectomía (cirugía de juanete)',
    description:
      'Se extirpa el bulto óseo de la base del dedo gordo del pie y se realinea el dedo, a veces cortando el hueso y fijándolo con clavos.',
  },
  'Achilles Tendon Repair': {
    name: 'Reparación del tendón de Aquiles',
    description:
      'Un tendón de Aquiles roto en la parte posterior del tobillo se vuelve a coser para que la pantorrilla pueda volver a impulsar el pie.',
  },
  'Ankle Fracture Fixation': {
    name: 'Fijación de fractura de tobillo',
    description:
      'Los huesos rotos del tobillo se colocan en su lugar y se sujetan con placas y tornillos mientras sanan.',
  },
  'Ankle Arthroscopy': {
    name: 'Artroscopia de tobillo',
    description:
      'Se usan una cámara y pequeños instrumentos dentro del tobillo para retirar fragmentos sueltos, tejido cicatricial o cartílago dañado.',
  },
  'Hip Fracture Repair': {
    name: 'Reparación de fractura de cadera',
    description:
      'La parte superior rota del fémur se fija con tornillos, un clavo intramedular o un reemplazo parcial de la articulación para poder volver a caminar pronto.',
  },
  'Spinal Fusion': {
    name: 'Fusión espinal',
    description:
      'Dos o más vértebras se unen con un injerto óseo e implantes para detener el movimiento doloroso entre ellas.',
  },
  'Lumbar Discectomy': {
    name: 'Discectomía lumbar',
    description:
      'Se extirpa la parte de un disco de la zona lumbar que comprime un nervio para aliviar el dolor y el adormecimiento de la pierna.',
  },
  'Cervical Disc Surgery': {
    name: 'Cirugía de disco cervical',
    description:
      'Se extirpa un disco dañado del cuello y el espacio se fusiona o se reemplaza con un disco artificial para aliviar la presión sobre los nervios.',
  },
  'Cataract Surgery': {
    name: 'Cirugía de cataratas',
    description:
      'Se extrae el cristalino natural opaco del ojo y se reemplaza con un lente artificial transparente.',
  },
  LASIK: {
    name: 'LASIK',
    description:
      'Un láser modifica la forma de la superficie frontal del ojo (la córnea) para corregir la miopía, la hipermetropía o el astigmatismo.',
  },
  'Retinal Detachment Repair': {
    name: 'Reparación de desprendimiento de retina',
    description:
      'La retina se vuelve a fijar contra la pared del ojo con una burbuja de gas, con láser o con una banda alrededor del ojo.',
  },
  Appendectomy: {
    name: 'Apendicectomía',
    description:
      'Se extirpa el apéndice inflamado, por lo general a través de unas pocas incisiones pequeñas en el abdomen.',
  },
  'Gallbladder Removal': {
    name: 'Extirpación de la vesícula biliar (colecistectomía)',
    description:
      'Se extirpa la vesícula biliar, casi siempre por laparoscopia (incisiones pequeñas), para evitar los ataques de cálculos biliares.',
  },
  'Hernia Repair': {
    name: 'Reparación de hernia',
    description:
      'El tejido que sale por un punto débil de la pared abdominal o de la ingle se devuelve a su lugar y la zona se refuerza, a menudo con una malla.',
  },
  'Gastric Sleeve': {
    name: 'Manga gástrica',
    description:
      'Se extirpan alrededor de tres cuartas partes del estómago y queda una manga estrecha que admite menos comida y reduce el hambre.',
  },
  'Gastric Bypass': {
    name: 'Bypass gástrico',
    description:
      'Una pequeña bolsa del estómago se conecta directamente con el intestino delgado para que se coma y se absorba menos comida.',
  },
  Colectomy: {
    name: 'Colectomía',
    description:
      'Se extirpa una parte enferma del intestino grueso (colon) y se vuelven a unir los extremos sanos.',
  },
  'Hemorrhoid Surgery': {
    name: 'Cirugía de hemorroides',
    description:
      'Se extirpan o se ligan las venas inflamadas alrededor del ano cuando otros tratamientos no han dado resultado.',
  },
  Hysterectomy: {
    name: 'Histerectomía',
    description:
      'Se extirpa el útero, y a veces los ovarios y las trompas de Falopio, a través del abdomen, de la vagina o de incisiones pequeñas.',
  },
  'C-Section': {
    name: 'Cesárea',
    description:
      'El bebé nace a través de una incisión en el abdomen y el útero en lugar de un parto vaginal.',
  },
  Myomectomy: {
    name: 'Miomectomía',
    description: 'Se extirpan los fibromas (miomas) del útero y se conserva el útero.',
  },
  'Pelvic Floor Repair': {
    name: 'Reparación del piso pélvico',
    description:
      'Se refuerza el soporte debilitado de la vejiga, el útero o el recto para corregir un prolapso o la incontinencia.',
  },
  Mastectomy: {
    name: 'Mastectomía',
    description:
      'Se extirpa todo el tejido mamario de uno o ambos lados, por lo general para tratar o prevenir el cáncer de mama.',
  },
  Lumpectomy: {
    name: 'Tumorectomía',
    description:
      'Se extirpa un bulto de la mama con un pequeño margen de tejido sano a su alrededor y se conserva el resto de la mama.',
  },
  'Breast Reduction': {
    name: 'Reducción de senos',
    description:
      'Se extirpan tejido mamario y piel para reducir el tamaño de los senos y aliviar la tensión en el cuello, la espalda y los hombros.',
  },
  'Breast Reconstruction': {
    name: 'Reconstrucción mamaria',
    description:
      'Se reconstruye la forma de la mama con un implante o con tejido propio, a menudo después de una mastectomía.',
  },
  Tonsillectomy: {
    name: 'Amigdalectomía',
    description:
      'Se extirpan las amígdalas de la parte posterior de la garganta, por lo general después de infecciones repetidas o de problemas para respirar durante el sueño.',
  },
  Septoplasty: {
    name: 'Septoplastia',
    description: 'Se endereza el tabique que separa las fosas nasales para respirar mejor por la nariz.',
  },
  'Sinus Surgery': {
    name: 'Cirugía de senos paranasales',
    description:
      'Se abren los conductos bloqueados de los senos paranasales con un endoscopio delgado a través de la nariz para mejorar el drenaje y la respiración.',
  },
  Thyroidectomy: {
    name: 'Tiroidectomía',
    description:
      'Se extirpa toda la glándula tiroides del cuello o una parte de ella a causa de nódulos, cáncer o una glándula hiperactiva.',
  },
  Prostatectomy: {
    name: 'Prostatectomía',
    description:
      'Se extirpa toda la próstata o una parte de ella para tratar el cáncer o un agrandamiento que bloquea el flujo de orina.',
  },
  'Kidney Stone Removal': {
    name: 'Extracción de cálculos renales',
    description:
      'Los cálculos se rompen con ondas de choque o con láser, o se extraen con un endoscopio delgado, para que dejen de bloquear el paso de la orina.',
  },
  'Coronary Artery Bypass (CABG)': {
    name: 'Bypass de arteria coronaria (CABG)',
    description:
      'Se usan vasos sanguíneos tomados de otra parte del cuerpo para desviar la sangre alrededor de las arterias obstruidas del corazón.',
  },
  'Heart Valve Replacement': {
    name: 'Reemplazo de válvula cardíaca',
    description:
      'Una válvula del corazón estrecha o con fugas se reemplaza con una válvula mecánica o biológica, mediante cirugía abierta o a través de un catéter.',
  },
  'Varicose Vein Treatment': {
    name: 'Tratamiento de várices',
    description:
      'Las venas inflamadas de las piernas se cierran con calor o se extirpan por pequeños cortes para que la sangre circule por venas más sanas.',
  },
};

const WORDS: Partial<Record<Language, Record<string, TypeWords>>> = { es: SPANISH };

/** A surgery type in `language`: its name and description, or the English ones it is stored with. */
export function surgeryTypeIn<T extends Pick<SurgeryType, 'name' | 'description'>>(
  language: Language,
  type: T,
): T {
  const words = WORDS[language]?.[type.name];
  return words ? { ...type, name: words.name, description: words.description } : type;
}

/**
 * A journey's procedure as an email names it: a listed type in `language`, a member's own as
 * they wrote it, and "surgery" when the journey has none.
 */
export function procedureName(language: Language, name: string | null): string {
  if (name === null || name === '') return t(language, 'reminder.surgery');
  return WORDS[language]?.[name]?.name ?? name;
}

/**
 * A feed page in `language`: each listed type a journey names (a procedure with a type id) in that
 * language; a member's own procedure stays as they wrote it. The page's cards show these names.
 */
export function reviewPageIn(language: Language, page: ReviewPage): ReviewPage {
  if (!WORDS[language]) return page;
  return {
    ...page,
    reviews: page.reviews.map((review) => ({
      ...review,
      procedures: review.procedures.map((procedure) =>
        procedure.id == null ? procedure : surgeryTypeIn(language, procedure),
      ),
    })),
  };
}

/**
 * An insights answer in `language`: every surgery type it names (a `procedure` with a name and a
 * description: the insight pages' headings and lists) in that language.
 */
export function proceduresNamedIn<T>(language: Language, value: T): T {
  if (!WORDS[language]) return value;
  const walk = (node: unknown, key?: string): unknown => {
    if (Array.isArray(node)) return node.map((item) => walk(item));
    if (node === null || typeof node !== 'object' || node instanceof Date) return node;
    const entries = Object.entries(node).map(([name, child]) => [name, walk(child, name)]);
    const object = Object.fromEntries(entries) as Record<string, unknown>;
    return key === 'procedure' && typeof object.name === 'string' && typeof object.description === 'string'
      ? surgeryTypeIn(language, object as { name: string; description: string })
      : object;
  };
  return walk(value) as T;
}
