/**
 * Demo teaching material for the seeded demo school.
 *
 * Two Class 8 curricula (Science and Mathematics), each with 2 courses x 2 concepts x 2 subconcepts.
 * Every subconcept has 1-2 content items, 6 practice questions and 3 (different) bank questions
 * for timed assessments. Files referenced by `file` live in ./files/ (see ./files/README.md).
 */

export type DemoContentType = 'VID' | 'PDF' | 'PPT' | 'DOC' | 'WEB';

export interface DemoQuestion {
  /** plain text, no HTML */
  question: string;
  /** four options, plain text, all distinct */
  options: [string, string, string, string];
  /** which option (1-4) is right */
  correct: 1 | 2 | 3 | 4;
  /** 1 or 2 */
  marks: number;
}

export interface DemoContent {
  name: string;
  type: DemoContentType;
  /** file name inside packages/db/src/seed/files/ (for VID, PDF, PPT, DOC) */
  file?: string;
  /** absolute https URL (for WEB only) */
  url?: string;
  /** realistic study time */
  durationSeconds: number;
}

export interface DemoSubconcept {
  name: string;
  description: string;
  durationSeconds: number;
  content: DemoContent[];
  practiceQuestions: DemoQuestion[];
  bankQuestions: DemoQuestion[];
}

export interface DemoConcept {
  name: string;
  description: string;
  subconcepts: DemoSubconcept[];
}

export interface DemoCourse {
  name: string;
  description: string;
  concepts: DemoConcept[];
}

export interface DemoCurriculum {
  name: string;
  courses: DemoCourse[];
}

export const demoCurricula: DemoCurriculum[] = [
  // ===================================================================================
  // Class 8 Science
  // ===================================================================================
  {
    name: 'Class 8 Science',
    courses: [
      {
        name: 'Biology: Living Systems',
        description:
          'Explore how living things are built from cells, and how green plants make their own food and move water from their roots to their leaves.',
        concepts: [
          {
            name: 'Cells: The Building Blocks of Life',
            description:
              'All living things are made of cells. Learn the parts of a cell and how plant cells differ from animal cells.',
            subconcepts: [
              {
                name: 'Cell Structure',
                description:
                  'The cell membrane, cytoplasm and nucleus, and the job that each part does in a living cell.',
                durationSeconds: 1800,
                content: [
                  {
                    name: 'Teaching notes: Cells, the building blocks of life',
                    type: 'PDF',
                    file: 'cells-notes.pdf',
                    durationSeconds: 900,
                  },
                  {
                    name: 'Cell (biology) on Wikipedia',
                    type: 'WEB',
                    url: 'https://en.wikipedia.org/wiki/Cell_(biology)',
                    durationSeconds: 600,
                  },
                ],
                practiceQuestions: [
                  {
                    question:
                      'Who first observed and named cells, in 1665, while looking at a thin slice of cork?',
                    options: ['Robert Hooke', 'Isaac Newton', 'Charles Darwin', 'Louis Pasteur'],
                    correct: 1,
                    marks: 1,
                  },
                  {
                    question: 'Which part of the cell controls all of its activities?',
                    options: ['Cytoplasm', 'Cell membrane', 'Nucleus', 'Vacuole'],
                    correct: 3,
                    marks: 1,
                  },
                  {
                    question:
                      'What is the jelly-like substance between the cell membrane and the nucleus called?',
                    options: ['Chlorophyll', 'Cytoplasm', 'Cell sap', 'Cellulose'],
                    correct: 2,
                    marks: 1,
                  },
                  {
                    question: 'Why is the cell membrane called selectively permeable?',
                    options: [
                      'It lets every substance pass through freely',
                      'It stops all substances from passing through',
                      'It makes food for the cell',
                      'It lets some substances pass through but not others',
                    ],
                    correct: 4,
                    marks: 1,
                  },
                  {
                    question: 'Which of these organisms is made of only one cell?',
                    options: ['Amoeba', 'Frog', 'Mango tree', 'Mushroom'],
                    correct: 1,
                    marks: 1,
                  },
                  {
                    question: 'Which list is in the correct order, from smallest to largest?',
                    options: [
                      'Tissue, cell, organ, organ system',
                      'Cell, tissue, organ, organ system',
                      'Cell, organ, tissue, organ system',
                      'Organ, tissue, cell, organ system',
                    ],
                    correct: 2,
                    marks: 1,
                  },
                ],
                bankQuestions: [
                  {
                    question: 'Which organelle releases energy from food during respiration?',
                    options: ['Nucleus', 'Vacuole', 'Mitochondrion', 'Cell wall'],
                    correct: 3,
                    marks: 1,
                  },
                  {
                    question:
                      'Where are the genes that pass characteristics from parents to offspring found?',
                    options: [
                      'In the cell wall',
                      'In the cell sap of the vacuole',
                      'In the cell membrane',
                      'On the chromosomes in the nucleus',
                    ],
                    correct: 4,
                    marks: 1,
                  },
                  {
                    question: 'Why are bacterial cells called prokaryotic cells?',
                    options: [
                      'They have no cytoplasm',
                      'Their genetic material is not enclosed by a nuclear membrane',
                      'They have no cell membrane',
                      'They are made of many cells',
                    ],
                    correct: 2,
                    marks: 2,
                  },
                ],
              },
              {
                name: 'Plant and Animal Cells',
                description:
                  'Compare plant and animal cells and find the parts, such as the cell wall and chloroplasts, that only plant cells have.',
                durationSeconds: 1800,
                content: [
                  {
                    name: 'Teaching notes: Plant cells and animal cells (section 4)',
                    type: 'PDF',
                    file: 'cells-notes.pdf',
                    durationSeconds: 900,
                  },
                  {
                    name: 'Plant cell on Wikipedia',
                    type: 'WEB',
                    url: 'https://en.wikipedia.org/wiki/Plant_cell',
                    durationSeconds: 600,
                  },
                ],
                practiceQuestions: [
                  {
                    question: 'Which structure is found in plant cells but not in animal cells?',
                    options: ['Nucleus', 'Cell membrane', 'Cell wall', 'Cytoplasm'],
                    correct: 3,
                    marks: 1,
                  },
                  {
                    question: 'The cell wall of a plant cell is made mainly of which substance?',
                    options: ['Starch', 'Cellulose', 'Protein', 'Chlorophyll'],
                    correct: 2,
                    marks: 1,
                  },
                  {
                    question: 'What is the job of chloroplasts?',
                    options: [
                      "To control the cell's activities",
                      'To store waste',
                      'To release energy from food',
                      'To make food by photosynthesis',
                    ],
                    correct: 4,
                    marks: 1,
                  },
                  {
                    question: 'How do the vacuoles of animal cells differ from those of plant cells?',
                    options: [
                      'Animal cells have one very large central vacuole',
                      'Animal cell vacuoles are small or absent, while plant cells usually have one large vacuole',
                      'Only animal cells have vacuoles',
                      'Vacuoles in animal cells contain chlorophyll',
                    ],
                    correct: 2,
                    marks: 1,
                  },
                  {
                    question:
                      'Why do we add a stain such as iodine or safranin to an onion peel before looking at it under a microscope?',
                    options: [
                      'To kill germs on the slide',
                      'To make the cells grow larger',
                      'To make colourless parts, such as the nucleus, easier to see',
                      'To stick the peel to the slide',
                    ],
                    correct: 3,
                    marks: 1,
                  },
                  {
                    question: 'Which part forms the outermost layer of an animal cell?',
                    options: ['Cell membrane', 'Cell wall', 'Nucleus', 'Chloroplast'],
                    correct: 1,
                    marks: 1,
                  },
                ],
                bankQuestions: [
                  {
                    question: 'Which pair of parts is found in BOTH plant cells and animal cells?',
                    options: [
                      'Cell wall and chloroplasts',
                      'Nucleus and cell membrane',
                      'Chloroplasts and a large central vacuole',
                      'Cell wall and nucleus',
                    ],
                    correct: 2,
                    marks: 1,
                  },
                  {
                    question: 'Why do most plant cells keep a regular, box-like shape?',
                    options: [
                      'They have no cytoplasm',
                      'They have no nucleus',
                      'They contain chlorophyll',
                      'A rigid cell wall surrounds and supports them',
                    ],
                    correct: 4,
                    marks: 1,
                  },
                  {
                    question:
                      'A student sees cells that are flat and irregular in shape, each with a nucleus but no cell wall. Where did the cells most likely come from?',
                    options: ['An onion peel', 'A green leaf', 'The inside of a human cheek', 'A potato'],
                    correct: 3,
                    marks: 2,
                  },
                ],
              },
            ],
          },
          {
            name: 'Nutrition and Transport in Plants',
            description:
              'Green plants make their own food by photosynthesis and carry water, minerals and food around their bodies in special tubes.',
            subconcepts: [
              {
                name: 'Photosynthesis',
                description:
                  'How leaves use sunlight, carbon dioxide and water to make glucose and release oxygen.',
                durationSeconds: 1200,
                content: [
                  {
                    name: 'Video: How green plants make their own food',
                    type: 'VID',
                    file: 'photosynthesis.webm',
                    durationSeconds: 120,
                  },
                  {
                    name: 'Photosynthesis on Wikipedia',
                    type: 'WEB',
                    url: 'https://en.wikipedia.org/wiki/Photosynthesis',
                    durationSeconds: 600,
                  },
                ],
                practiceQuestions: [
                  {
                    question: 'Which gas do plants take in from the air for photosynthesis?',
                    options: ['Oxygen', 'Nitrogen', 'Carbon dioxide', 'Hydrogen'],
                    correct: 3,
                    marks: 1,
                  },
                  {
                    question: 'What is the green pigment in leaves that traps light energy?',
                    options: ['Chlorophyll', 'Haemoglobin', 'Cellulose', 'Starch'],
                    correct: 1,
                    marks: 1,
                  },
                  {
                    question: 'What are the products of photosynthesis?',
                    options: [
                      'Carbon dioxide and water',
                      'Glucose and oxygen',
                      'Starch and nitrogen',
                      'Oxygen and minerals',
                    ],
                    correct: 2,
                    marks: 1,
                  },
                  {
                    question: 'Through which tiny pores does carbon dioxide enter a leaf?',
                    options: ['Root hairs', 'Xylem', 'Veins', 'Stomata'],
                    correct: 4,
                    marks: 1,
                  },
                  {
                    question: 'In what form does a leaf store the extra glucose it makes?',
                    options: ['Oxygen', 'Chlorophyll', 'Starch', 'Carbon dioxide'],
                    correct: 3,
                    marks: 1,
                  },
                  {
                    question:
                      'Which solution turns blue-black when it touches starch, and is used to test leaves for starch?',
                    options: ['Lime water', 'Salt water', 'Vinegar', 'Iodine solution'],
                    correct: 4,
                    marks: 1,
                  },
                ],
                bankQuestions: [
                  {
                    question: 'During photosynthesis, light energy is changed into which kind of energy?',
                    options: [
                      'Chemical energy stored in glucose',
                      'Sound energy',
                      'Electrical energy',
                      'Kinetic energy of the leaf',
                    ],
                    correct: 1,
                    marks: 1,
                  },
                  {
                    question: 'Why are green plants called producers?',
                    options: [
                      'They eat other plants',
                      'They make their own food from simple substances using sunlight',
                      'They produce carbon dioxide for animals',
                      'They break down dead organisms',
                    ],
                    correct: 2,
                    marks: 1,
                  },
                  {
                    question:
                      'A potted plant is kept in a dark cupboard for two days. One of its leaves is then tested with iodine solution. What will you most likely see?',
                    options: [
                      'A blue-black colour, because the leaf is full of starch',
                      'A red colour, because the leaf has made protein',
                      'No blue-black colour, because the stored starch was used up and no new starch was made without light',
                      'A blue-black colour only in the veins',
                    ],
                    correct: 3,
                    marks: 2,
                  },
                ],
              },
              {
                name: 'Transport of Water and Minerals',
                description:
                  'How root hairs, xylem, phloem and transpiration move water, minerals and food through a plant.',
                durationSeconds: 1500,
                content: [
                  {
                    name: 'Reading: How water travels through a plant',
                    type: 'DOC',
                    file: 'water-in-plants.html',
                    durationSeconds: 600,
                  },
                  {
                    name: 'Transpiration on Wikipedia',
                    type: 'WEB',
                    url: 'https://en.wikipedia.org/wiki/Transpiration',
                    durationSeconds: 600,
                  },
                ],
                practiceQuestions: [
                  {
                    question: 'Which tissue carries water and minerals from the roots to the leaves?',
                    options: ['Xylem', 'Phloem', 'Stomata', 'Chloroplasts'],
                    correct: 1,
                    marks: 1,
                  },
                  {
                    question: 'Which tissue carries the food made in the leaves to other parts of the plant?',
                    options: ['Xylem', 'Root hairs', 'Phloem', 'Guard cells'],
                    correct: 3,
                    marks: 1,
                  },
                  {
                    question: 'What is transpiration?',
                    options: [
                      'The loss of water vapour from the leaves and other aerial parts of a plant',
                      'The absorption of water by the roots',
                      'The making of food in the leaves',
                      'The movement of food through the phloem',
                    ],
                    correct: 1,
                    marks: 1,
                  },
                  {
                    question: 'Why do roots have many root hairs?',
                    options: [
                      'To make food for the plant',
                      'To store starch',
                      'To release oxygen into the soil',
                      'To increase the surface area for absorbing water and minerals',
                    ],
                    correct: 4,
                    marks: 1,
                  },
                  {
                    question: 'In which conditions would a plant lose water by transpiration fastest?',
                    options: [
                      'A cool, still and humid night',
                      'A hot, dry and windy afternoon',
                      'A cold, cloudy and still morning',
                      'A rainy day with no wind',
                    ],
                    correct: 2,
                    marks: 1,
                  },
                  {
                    question: 'What opens and closes each stoma on a leaf?',
                    options: ['Root hairs', 'Xylem vessels', 'Guard cells', 'Veins'],
                    correct: 3,
                    marks: 1,
                  },
                ],
                bankQuestions: [
                  {
                    question: 'What mainly pulls water up to the top of a tall tree?',
                    options: [
                      'A heart that pumps sap',
                      'Rainwater falling on the leaves',
                      'Phloem pushing water downwards',
                      'The transpiration pull caused by water evaporating from the leaves',
                    ],
                    correct: 4,
                    marks: 1,
                  },
                  {
                    question:
                      'A white flower stem is placed in blue-coloured water for a few hours. When the stem is cut across, blue dots can be seen. What are the blue dots?',
                    options: ['The xylem tubes', 'The phloem tubes', 'The stomata', 'The root hairs'],
                    correct: 1,
                    marks: 1,
                  },
                  {
                    question:
                      'Why do desert plants such as cactus have spines instead of broad, flat leaves?',
                    options: [
                      'To absorb water from the air',
                      'To reduce the loss of water by transpiration',
                      'To make more food',
                      'To attract insects',
                    ],
                    correct: 2,
                    marks: 2,
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        name: 'Physics: Forces and Energy',
        description:
          'Investigate pushes and pulls, pressure in solids, liquids and gases, and how energy changes from one form to another.',
        concepts: [
          {
            name: 'Force and Pressure',
            description:
              'A force is a push or a pull. Learn the kinds of forces and how a force acting on an area produces pressure.',
            subconcepts: [
              {
                name: 'Contact and Non-contact Forces',
                description:
                  'What forces can do, and the difference between forces that need touch and forces that act from a distance.',
                durationSeconds: 1500,
                content: [
                  {
                    name: 'Slides: Force and pressure',
                    type: 'PPT',
                    file: 'forces-slides.pdf',
                    durationSeconds: 600,
                  },
                  {
                    name: 'Force on Wikipedia',
                    type: 'WEB',
                    url: 'https://en.wikipedia.org/wiki/Force',
                    durationSeconds: 600,
                  },
                ],
                practiceQuestions: [
                  {
                    question: 'Which is the best description of a force?',
                    options: [
                      'A push or a pull on an object',
                      'The speed of an object',
                      'The mass of an object',
                      'The energy stored in an object',
                    ],
                    correct: 1,
                    marks: 1,
                  },
                  {
                    question: 'What is the SI unit of force?',
                    options: ['Newton', 'Joule', 'Pascal', 'Watt'],
                    correct: 1,
                    marks: 1,
                  },
                  {
                    question: 'Which of these is a non-contact force?',
                    options: ['Friction', 'Muscular force', 'Magnetic force', 'The push of a hand on a door'],
                    correct: 3,
                    marks: 1,
                  },
                  {
                    question: 'A ball rolling on the ground slowly comes to rest. Which force slows it down?',
                    options: ['Magnetic force', 'Friction', 'Electrostatic force', 'Muscular force'],
                    correct: 2,
                    marks: 1,
                  },
                  {
                    question: 'Which of these can a force NOT do?',
                    options: [
                      'Change the speed of an object',
                      'Change the shape of an object',
                      'Change the direction in which an object moves',
                      'Change the mass of an object',
                    ],
                    correct: 4,
                    marks: 1,
                  },
                  {
                    question: 'A comb rubbed on dry hair attracts small bits of paper. Which force is this?',
                    options: ['Gravitational force', 'Friction', 'Electrostatic force', 'Muscular force'],
                    correct: 3,
                    marks: 1,
                  },
                ],
                bankQuestions: [
                  {
                    question:
                      'Two children push a box in the same direction with forces of 30 N and 20 N. What is the combined force they apply?',
                    options: ['10 N', '50 N', '600 N', '1.5 N'],
                    correct: 2,
                    marks: 1,
                  },
                  {
                    question:
                      'Two teams pull a rope in opposite directions with forces of 300 N and 250 N. What is the net force on the rope?',
                    options: [
                      '50 N towards the team pulling with 300 N',
                      '550 N towards the team pulling with 300 N',
                      '50 N towards the team pulling with 250 N',
                      '0 N, because the forces cancel out',
                    ],
                    correct: 1,
                    marks: 2,
                  },
                  {
                    question: 'What is the weight of an object?',
                    options: [
                      'The amount of matter in it',
                      'The space it takes up',
                      'The friction acting on it',
                      'The force with which the Earth pulls it',
                    ],
                    correct: 4,
                    marks: 1,
                  },
                ],
              },
              {
                name: 'Pressure in Solids, Liquids and Gases',
                description:
                  'Pressure is the force acting on each unit of area. Liquids and the air around us also exert pressure.',
                durationSeconds: 1500,
                content: [
                  {
                    name: 'Slides: Pressure in solids, liquids and gases (slides 6-7)',
                    type: 'PPT',
                    file: 'forces-slides.pdf',
                    durationSeconds: 480,
                  },
                  {
                    name: 'Atmospheric pressure on Wikipedia',
                    type: 'WEB',
                    url: 'https://en.wikipedia.org/wiki/Atmospheric_pressure',
                    durationSeconds: 600,
                  },
                ],
                practiceQuestions: [
                  {
                    question: 'How is pressure calculated?',
                    options: [
                      'Force divided by area',
                      'Force multiplied by area',
                      'Area divided by force',
                      'Force added to area',
                    ],
                    correct: 1,
                    marks: 1,
                  },
                  {
                    question: 'What is the SI unit of pressure?',
                    options: ['Newton', 'Pascal', 'Joule', 'Metre'],
                    correct: 2,
                    marks: 1,
                  },
                  {
                    question: 'A force of 200 N acts on an area of 4 m². What is the pressure?',
                    options: ['800 Pa', '204 Pa', '50 Pa', '196 Pa'],
                    correct: 3,
                    marks: 1,
                  },
                  {
                    question: 'Why does a sharp knife cut vegetables more easily than a blunt one?',
                    options: [
                      'A sharp knife is heavier',
                      'Its edge has a larger area, so the pressure is greater',
                      'A sharp knife makes the vegetables lighter',
                      'Its thin edge has a small area, so the same force gives a greater pressure',
                    ],
                    correct: 4,
                    marks: 1,
                  },
                  {
                    question:
                      'Water spurts out fastest from a hole near the bottom of a tall bottle of water. Why?',
                    options: [
                      'Air pressure is greatest at the bottom of the bottle',
                      'Liquid pressure increases with depth',
                      'Water is lighter at the bottom',
                      'The bottom hole is always the largest',
                    ],
                    correct: 2,
                    marks: 1,
                  },
                  {
                    question: 'Why does a rubber sucker stick to a smooth wall?',
                    options: [
                      'The air outside pushes it against the wall',
                      'It is coated with glue',
                      'A magnetic force pulls it',
                      'The wall attracts rubber',
                    ],
                    correct: 1,
                    marks: 1,
                  },
                ],
                bankQuestions: [
                  {
                    question: 'Why are dams built much thicker at the bottom than at the top?',
                    options: [
                      'Water is warmer at the bottom',
                      'It makes the dam look stronger',
                      'Water pressure is greatest at the bottom',
                      'Air pressure is greatest at the top',
                    ],
                    correct: 3,
                    marks: 1,
                  },
                  {
                    question:
                      'A box weighing 600 N rests on the floor on a face of area 2 m². What pressure does it exert on the floor?',
                    options: ['1200 Pa', '300 Pa', '602 Pa', '598 Pa'],
                    correct: 2,
                    marks: 2,
                  },
                  {
                    question: 'Why do school bags have wide straps?',
                    options: [
                      'Wide straps make the bag lighter',
                      'Wide straps increase the force on the shoulders',
                      'Wide straps increase the pressure so the bag does not slip',
                      'Wide straps spread the weight over a larger area, so the pressure on the shoulders is lower',
                    ],
                    correct: 4,
                    marks: 1,
                  },
                ],
              },
            ],
          },
          {
            name: 'Energy and Its Conservation',
            description:
              'Moving objects have kinetic energy, and raised or stretched objects store potential energy. Energy changes form but is never lost.',
            subconcepts: [
              {
                name: 'Kinetic and Potential Energy',
                description: 'The energy of motion and stored energy, and how to calculate each of them.',
                durationSeconds: 1200,
                content: [
                  {
                    name: 'Video: Energy changes form',
                    type: 'VID',
                    file: 'energy.webm',
                    durationSeconds: 120,
                  },
                  {
                    name: 'Reading: Kinetic and potential energy',
                    type: 'DOC',
                    file: 'energy-notes.html',
                    durationSeconds: 600,
                  },
                ],
                practiceQuestions: [
                  {
                    question: 'What is the energy an object has because it is moving called?',
                    options: ['Kinetic energy', 'Potential energy', 'Chemical energy', 'Elastic energy'],
                    correct: 1,
                    marks: 1,
                  },
                  {
                    question: 'What is the SI unit of energy?',
                    options: ['Joule', 'Newton', 'Pascal', 'Metre per second'],
                    correct: 1,
                    marks: 1,
                  },
                  {
                    question:
                      'Which of these has gravitational potential energy because of its height above the ground?',
                    options: [
                      'A car moving on a flat road',
                      'A battery',
                      'A candle flame',
                      'A book resting on a high shelf',
                    ],
                    correct: 4,
                    marks: 1,
                  },
                  {
                    question: 'What kind of energy does a stretched rubber band store?',
                    options: ['Elastic potential energy', 'Kinetic energy', 'Sound energy', 'Light energy'],
                    correct: 1,
                    marks: 1,
                  },
                  {
                    question: 'A 4 kg ball moves at 2 m/s. What is its kinetic energy? (KE = ½mv²)',
                    options: ['16 J', '8 J', '4 J', '2 J'],
                    correct: 2,
                    marks: 2,
                  },
                  {
                    question:
                      'A 5 kg box is lifted onto a shelf 2 m high. What is its gravitational potential energy? (Take g = 10 N/kg.)',
                    options: ['10 J', '50 J', '100 J', '1000 J'],
                    correct: 3,
                    marks: 2,
                  },
                ],
                bankQuestions: [
                  {
                    question: 'If the speed of a bicycle doubles, what happens to its kinetic energy?',
                    options: [
                      'It becomes twice as large',
                      'It becomes half as large',
                      'It does not change',
                      'It becomes four times as large',
                    ],
                    correct: 4,
                    marks: 2,
                  },
                  {
                    question: 'A 2 kg ball moves at 5 m/s. What is its kinetic energy? (KE = ½mv²)',
                    options: ['25 J', '50 J', '10 J', '5 J'],
                    correct: 1,
                    marks: 2,
                  },
                  {
                    question: 'Which of these has the most kinetic energy?',
                    options: [
                      'A parked 1000 kg car',
                      'A 1000 kg car moving at 10 m/s',
                      'A 1000 kg car moving at 20 m/s',
                      'A 1 kg ball moving at 20 m/s',
                    ],
                    correct: 3,
                    marks: 1,
                  },
                ],
              },
              {
                name: 'Conservation of Energy',
                description:
                  'Energy can neither be created nor destroyed; it only changes from one form to another.',
                durationSeconds: 1500,
                content: [
                  {
                    name: 'Reading: Energy changes and the law of conservation of energy',
                    type: 'DOC',
                    file: 'energy-notes.html',
                    durationSeconds: 600,
                  },
                  {
                    name: 'Conservation of energy on Wikipedia',
                    type: 'WEB',
                    url: 'https://en.wikipedia.org/wiki/Conservation_of_energy',
                    durationSeconds: 600,
                  },
                ],
                practiceQuestions: [
                  {
                    question: 'What does the law of conservation of energy say?',
                    options: [
                      'Energy is destroyed whenever an object stops moving',
                      'Energy can neither be created nor destroyed, only changed from one form to another',
                      'Machines can create energy',
                      'All energy finally turns into light',
                    ],
                    correct: 2,
                    marks: 1,
                  },
                  {
                    question: 'As a ball falls freely towards the ground, what happens to its energy?',
                    options: [
                      'Its potential energy increases and its kinetic energy decreases',
                      'Both its potential and kinetic energy increase',
                      'Its potential energy decreases and its kinetic energy increases',
                      'Both stay exactly the same',
                    ],
                    correct: 3,
                    marks: 1,
                  },
                  {
                    question: 'Which energy change takes place in an electric bulb?',
                    options: [
                      'Light energy to electrical energy',
                      'Heat energy to chemical energy',
                      'Sound energy to electrical energy',
                      'Electrical energy to light and heat energy',
                    ],
                    correct: 4,
                    marks: 1,
                  },
                  {
                    question:
                      'A ball has 100 J of potential energy at the top of a cliff. Ignoring air resistance, how much kinetic energy does it have just before it hits the ground?',
                    options: ['100 J', '0 J', '50 J', '200 J'],
                    correct: 1,
                    marks: 2,
                  },
                  {
                    question: 'At which point in its swing does a pendulum bob move fastest?',
                    options: [
                      'At the two ends of its swing',
                      'At the lowest point of its swing',
                      'It moves at the same speed everywhere',
                      'Just after it leaves one end',
                    ],
                    correct: 2,
                    marks: 1,
                  },
                  {
                    question:
                      'A ball rolling on the ground slowly comes to a stop. What happens to its kinetic energy?',
                    options: [
                      'It is destroyed',
                      'It changes into chemical energy',
                      'It changes mainly into heat because of friction',
                      'It is stored as potential energy in the ground',
                    ],
                    correct: 3,
                    marks: 1,
                  },
                ],
                bankQuestions: [
                  {
                    question: 'Which energy change happens when wood burns?',
                    options: [
                      'Chemical energy to heat and light energy',
                      'Light energy to chemical energy',
                      'Heat energy to electrical energy',
                      'Sound energy to heat energy',
                    ],
                    correct: 1,
                    marks: 1,
                  },
                  {
                    question:
                      'Why does a bouncing ball never bounce back up to the height it was dropped from?',
                    options: [
                      'Energy is destroyed at each bounce',
                      'At each bounce some energy changes into heat and sound',
                      'Gravity becomes stronger after each bounce',
                      'The mass of the ball increases',
                    ],
                    correct: 2,
                    marks: 2,
                  },
                  {
                    question:
                      'A falling ball started with 100 J of potential energy. Halfway down it has 50 J of potential energy. Ignoring air resistance, how much kinetic energy does it have there?',
                    options: ['100 J', '0 J', '150 J', '50 J'],
                    correct: 4,
                    marks: 2,
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  },

  // ===================================================================================
  // Class 8 Mathematics
  // ===================================================================================
  {
    name: 'Class 8 Mathematics',
    courses: [
      {
        name: 'Algebra',
        description:
          'Solve linear equations in one variable, including word problems, and work with algebraic expressions and identities.',
        concepts: [
          {
            name: 'Linear Equations in One Variable',
            description:
              'Solve equations such as 2x + 3 = 11 by balancing or transposing, and use them to solve everyday problems.',
            subconcepts: [
              {
                name: 'Solving Linear Equations',
                description:
                  'Balance and transpose terms to solve linear equations, including ones with brackets and fractions.',
                durationSeconds: 1800,
                content: [
                  {
                    name: 'Teaching notes: Linear equations in one variable',
                    type: 'PDF',
                    file: 'linear-equations-notes.pdf',
                    durationSeconds: 900,
                  },
                  {
                    name: 'Linear equation on Wikipedia',
                    type: 'WEB',
                    url: 'https://en.wikipedia.org/wiki/Linear_equation',
                    durationSeconds: 480,
                  },
                ],
                practiceQuestions: [
                  {
                    question: 'Solve: 3x + 4 = 19',
                    options: ['x = 6', 'x = 5', 'x = 15', 'x = 4'],
                    correct: 2,
                    marks: 1,
                  },
                  {
                    question: 'Solve: 5y − 7 = 3y + 9',
                    options: ['y = 1', 'y = 2', 'y = 8', 'y = 16'],
                    correct: 3,
                    marks: 1,
                  },
                  {
                    question: 'Which of these is a linear equation in one variable?',
                    options: ['x² − 4 = 0', 'x + y = 10', 'xy = 6', '2x + 5 = 11'],
                    correct: 4,
                    marks: 1,
                  },
                  {
                    question: 'Solve: 2(x − 3) = 10',
                    options: ['x = 8', 'x = 2', 'x = 6.5', 'x = 13'],
                    correct: 1,
                    marks: 1,
                  },
                  {
                    question: 'Solve: x/4 + 3 = 8',
                    options: ['x = 44', 'x = 20', 'x = 2', 'x = 1.25'],
                    correct: 2,
                    marks: 1,
                  },
                  {
                    question:
                      'When +7 is transposed from the left side of an equation to the right side, what does it become?',
                    options: ['+7', '×7', '−7', '÷7'],
                    correct: 3,
                    marks: 1,
                  },
                ],
                bankQuestions: [
                  {
                    question: 'Solve: 4x − 5 = 2x + 11',
                    options: ['x = 8', 'x = 3', 'x = 16', 'x = 6'],
                    correct: 1,
                    marks: 1,
                  },
                  {
                    question: 'Solve: (x + 2)/3 = (x − 1)/2',
                    options: ['x = −7', 'x = 1', 'x = 5', 'x = 7'],
                    correct: 4,
                    marks: 2,
                  },
                  {
                    question: 'Solve: 3(2x − 1) = 4x + 9',
                    options: ['x = 5', 'x = 6', 'x = 3', 'x = 4'],
                    correct: 2,
                    marks: 2,
                  },
                ],
              },
              {
                name: 'Word Problems with Linear Equations',
                description:
                  'Turn everyday problems about numbers, ages, money and shapes into equations, then solve them and check the answer.',
                durationSeconds: 1200,
                content: [
                  {
                    name: 'Teaching notes: Solving word problems (section 4)',
                    type: 'PDF',
                    file: 'linear-equations-notes.pdf',
                    durationSeconds: 600,
                  },
                ],
                practiceQuestions: [
                  {
                    question: 'The sum of two consecutive whole numbers is 57. What are the numbers?',
                    options: ['27 and 28', '28 and 29', '29 and 30', '26 and 31'],
                    correct: 2,
                    marks: 1,
                  },
                  {
                    question:
                      'A number is multiplied by 5, and then 8 is subtracted. The result is 42. What is the number?',
                    options: ['6.8', '50', '10', '34'],
                    correct: 3,
                    marks: 1,
                  },
                  {
                    question:
                      'The perimeter of a square is 48 cm. Which equation gives the length s of one side?',
                    options: ['4s = 48', 's² = 48', '2s = 48', 's + 4 = 48'],
                    correct: 1,
                    marks: 1,
                  },
                  {
                    question:
                      'The length of a rectangle is 3 cm more than its breadth, and its perimeter is 30 cm. What is its breadth?',
                    options: ['9 cm', '7.5 cm', '13.5 cm', '6 cm'],
                    correct: 4,
                    marks: 2,
                  },
                  {
                    question:
                      'Meena is 4 years older than her brother. The sum of their ages is 30 years. How old is Meena?',
                    options: ['13 years', '15 years', '17 years', '26 years'],
                    correct: 3,
                    marks: 2,
                  },
                  {
                    question: 'Pens cost ₹12 each. Riya buys n pens and pays ₹96. Which equation is correct?',
                    options: ['n + 12 = 96', '12n = 96', 'n ÷ 12 = 96', '96n = 12'],
                    correct: 2,
                    marks: 1,
                  },
                ],
                bankQuestions: [
                  {
                    question:
                      'A father is 4 times as old as his son. In 20 years, he will be twice as old as his son. How old is the son now?',
                    options: ['5 years', '20 years', '10 years', '40 years'],
                    correct: 3,
                    marks: 2,
                  },
                  {
                    question:
                      'The sum of three consecutive whole numbers is 72. What is the largest of the three numbers?',
                    options: ['24', '25', '23', '26'],
                    correct: 2,
                    marks: 2,
                  },
                  {
                    question:
                      'Aman has ₹50 more than Babita. Together they have ₹250. How much money does Babita have?',
                    options: ['₹150', '₹125', '₹200', '₹100'],
                    correct: 4,
                    marks: 1,
                  },
                ],
              },
            ],
          },
          {
            name: 'Algebraic Expressions and Identities',
            description:
              'Add, subtract and multiply algebraic expressions, and use the standard identities to expand brackets and calculate quickly.',
            subconcepts: [
              {
                name: 'Terms and Like Terms',
                description:
                  'Identify terms and coefficients, and add or subtract expressions by combining like terms.',
                durationSeconds: 1200,
                content: [
                  {
                    name: 'Reading: Algebraic expressions and like terms',
                    type: 'DOC',
                    file: 'algebraic-identities.html',
                    durationSeconds: 600,
                  },
                  {
                    name: 'Like terms on Wikipedia',
                    type: 'WEB',
                    url: 'https://en.wikipedia.org/wiki/Like_terms',
                    durationSeconds: 300,
                  },
                ],
                practiceQuestions: [
                  {
                    question: 'What is the numerical coefficient of the term −7xy?',
                    options: ['−7', '7', 'xy', '−1'],
                    correct: 1,
                    marks: 1,
                  },
                  {
                    question: 'Which pair are like terms?',
                    options: ['3x²y and 3xy²', '4ab and 4a', '3x²y and −5x²y', '2m and 2m²'],
                    correct: 3,
                    marks: 1,
                  },
                  {
                    question: 'Simplify: 7a + 3b − 2a + 5b',
                    options: ['13ab', '9a + 8b', '5a − 2b', '5a + 8b'],
                    correct: 4,
                    marks: 1,
                  },
                  {
                    question: 'The expression 4x² − 3x + 9 is a:',
                    options: ['monomial', 'binomial', 'trinomial', 'constant'],
                    correct: 3,
                    marks: 1,
                  },
                  {
                    question: 'Add: (2x² − 3x + 5) + (x² + 7x − 8)',
                    options: ['3x² − 10x − 3', '3x² + 4x − 3', '3x² + 4x + 13', 'x² + 4x − 3'],
                    correct: 2,
                    marks: 2,
                  },
                  {
                    question: 'Subtract (4m − 5n) from (6m − 2n).',
                    options: ['2m − 7n', '10m − 7n', '2m − 3n', '2m + 3n'],
                    correct: 4,
                    marks: 2,
                  },
                ],
                bankQuestions: [
                  {
                    question: 'Simplify: 5xy − 8xy + 2xy',
                    options: ['xy', '−xy', '15xy', '−3xy'],
                    correct: 2,
                    marks: 1,
                  },
                  {
                    question: 'What must be added to 3a − 2b to get 5a + b?',
                    options: ['2a − b', '8a − b', '2a + 3b', '2a − 3b'],
                    correct: 3,
                    marks: 2,
                  },
                  {
                    question: 'Which of these expressions is a binomial?',
                    options: ['4ab', 'a² + 2a + 1', '7', 'x + 3'],
                    correct: 4,
                    marks: 1,
                  },
                ],
              },
              {
                name: 'Standard Identities',
                description:
                  'Use (a + b)², (a − b)², (a + b)(a − b) and (x + a)(x + b) to expand expressions and to calculate quickly.',
                durationSeconds: 1500,
                content: [
                  {
                    name: 'Reading: Standard algebraic identities',
                    type: 'DOC',
                    file: 'algebraic-identities.html',
                    durationSeconds: 600,
                  },
                  {
                    name: 'Difference of two squares on Wikipedia',
                    type: 'WEB',
                    url: 'https://en.wikipedia.org/wiki/Difference_of_two_squares',
                    durationSeconds: 480,
                  },
                ],
                practiceQuestions: [
                  {
                    question: 'Which expression is equal to (a + b)²?',
                    options: ['a² + 2ab + b²', 'a² + b²', 'a² + ab + b²', '2a + 2b'],
                    correct: 1,
                    marks: 1,
                  },
                  {
                    question: 'Expand: (x − 5)²',
                    options: ['x² − 25', 'x² − 10x − 25', 'x² + 10x + 25', 'x² − 10x + 25'],
                    correct: 4,
                    marks: 1,
                  },
                  {
                    question: 'Use an identity to find 102².',
                    options: ['10204', '10404', '10004', '10400'],
                    correct: 2,
                    marks: 1,
                  },
                  {
                    question: 'Which expression is equal to (3m + 2)(3m − 2)?',
                    options: ['9m² + 4', '3m² − 4', '9m² − 4', '6m − 4'],
                    correct: 3,
                    marks: 1,
                  },
                  {
                    question: 'Find the product (x + 4)(x + 6).',
                    options: ['x² + 10x + 24', 'x² + 24x + 10', 'x² + 24', 'x² + 10x + 10'],
                    correct: 1,
                    marks: 1,
                  },
                  {
                    question: 'Use (a + b)(a − b) = a² − b² to find 51 × 49.',
                    options: ['2501', '2450', '2499', '2399'],
                    correct: 3,
                    marks: 2,
                  },
                ],
                bankQuestions: [
                  {
                    question: 'Use an identity to find 99².',
                    options: ['9901', '9801', '9899', '9999'],
                    correct: 2,
                    marks: 2,
                  },
                  {
                    question: 'Expand: (2x + 5)²',
                    options: ['4x² + 25', '4x² + 10x + 25', '2x² + 20x + 25', '4x² + 20x + 25'],
                    correct: 4,
                    marks: 2,
                  },
                  {
                    question: 'Use a² − b² = (a + b)(a − b) to find 75² − 25².',
                    options: ['5000', '2500', '5050', '4500'],
                    correct: 1,
                    marks: 1,
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        name: 'Geometry',
        description:
          "Discover the angle properties of triangles, use Pythagoras' theorem, and explore quadrilaterals and other polygons.",
        concepts: [
          {
            name: 'Triangles',
            description:
              "Angle properties of every triangle, and Pythagoras' theorem for right-angled triangles.",
            subconcepts: [
              {
                name: 'Angle Sum and Exterior Angles',
                description:
                  'The angles of a triangle add up to 180°, and an exterior angle equals the sum of the two interior opposite angles.',
                durationSeconds: 1200,
                content: [
                  {
                    name: 'Slides: Triangles and polygons',
                    type: 'PPT',
                    file: 'triangles-slides.pdf',
                    durationSeconds: 480,
                  },
                  {
                    name: 'Video: Two facts about triangles',
                    type: 'VID',
                    file: 'triangles.webm',
                    durationSeconds: 120,
                  },
                ],
                practiceQuestions: [
                  {
                    question: 'What do the three interior angles of a triangle add up to?',
                    options: ['180°', '90°', '270°', '360°'],
                    correct: 1,
                    marks: 1,
                  },
                  {
                    question: 'Two angles of a triangle are 65° and 45°. What is the third angle?',
                    options: ['110°', '80°', '70°', '60°'],
                    correct: 3,
                    marks: 1,
                  },
                  {
                    question:
                      'In a right-angled triangle, one of the other two angles is 35°. What is the third angle?',
                    options: ['55°', '45°', '65°', '145°'],
                    correct: 1,
                    marks: 1,
                  },
                  {
                    question: 'An exterior angle of a triangle is always equal to:',
                    options: [
                      'the interior angle next to it',
                      'the difference of the two interior opposite angles',
                      '90°',
                      'the sum of the two interior opposite angles',
                    ],
                    correct: 4,
                    marks: 1,
                  },
                  {
                    question:
                      'The two interior opposite angles of an exterior angle are 50° and 60°. What is the exterior angle?',
                    options: ['70°', '110°', '10°', '120°'],
                    correct: 2,
                    marks: 1,
                  },
                  {
                    question: 'Can a triangle have two right angles?',
                    options: [
                      'Yes, if it is an isosceles triangle',
                      'Yes, if its sides are long enough',
                      'No, because two right angles already add up to 180°, leaving nothing for the third angle',
                      'No, because a triangle can only have acute angles',
                    ],
                    correct: 3,
                    marks: 1,
                  },
                ],
                bankQuestions: [
                  {
                    question: 'The angles of a triangle are x, 2x and 3x. What is the value of x?',
                    options: ['60°', '36°', '20°', '30°'],
                    correct: 4,
                    marks: 2,
                  },
                  {
                    question: 'What is the size of each angle of an equilateral triangle?',
                    options: ['60°', '45°', '90°', '180°'],
                    correct: 1,
                    marks: 1,
                  },
                  {
                    question:
                      'An exterior angle of a triangle is 120°, and one of its interior opposite angles is 50°. What is the other interior opposite angle?',
                    options: ['130°', '60°', '70°', '50°'],
                    correct: 3,
                    marks: 2,
                  },
                ],
              },
              {
                name: "Pythagoras' Theorem",
                description:
                  'In a right-angled triangle, the square of the hypotenuse equals the sum of the squares of the other two sides.',
                durationSeconds: 1200,
                content: [
                  {
                    name: "Video: Pythagoras' theorem with a worked example",
                    type: 'VID',
                    file: 'triangles.webm',
                    durationSeconds: 120,
                  },
                  {
                    name: 'Pythagorean theorem on Wikipedia',
                    type: 'WEB',
                    url: 'https://en.wikipedia.org/wiki/Pythagorean_theorem',
                    durationSeconds: 600,
                  },
                ],
                practiceQuestions: [
                  {
                    question: 'What is the longest side of a right-angled triangle called?',
                    options: ['Base', 'Perpendicular', 'Hypotenuse', 'Median'],
                    correct: 3,
                    marks: 1,
                  },
                  {
                    question:
                      "Which equation states Pythagoras' theorem for a right-angled triangle with hypotenuse c and other sides a and b?",
                    options: ['c = a + b', 'c² = a² + b²', 'c² = a² − b²', 'c² = 2ab'],
                    correct: 2,
                    marks: 1,
                  },
                  {
                    question:
                      'The two shorter sides of a right-angled triangle are 6 cm and 8 cm. How long is the hypotenuse?',
                    options: ['100 cm', '14 cm', '48 cm', '10 cm'],
                    correct: 4,
                    marks: 1,
                  },
                  {
                    question:
                      'The hypotenuse of a right-angled triangle is 13 cm and one of the other sides is 5 cm. How long is the third side?',
                    options: ['12 cm', '8 cm', '18 cm', '144 cm'],
                    correct: 1,
                    marks: 2,
                  },
                  {
                    question: 'Which set of side lengths makes a right-angled triangle?',
                    options: ['5, 6, 8', '7, 8, 10', '8, 15, 17', '6, 9, 11'],
                    correct: 3,
                    marks: 1,
                  },
                  {
                    question:
                      'A 10 m ladder leans against a wall with its foot 6 m from the wall. How high up the wall does the ladder reach?',
                    options: ['4 m', '8 m', '16 m', 'About 11.7 m'],
                    correct: 2,
                    marks: 2,
                  },
                ],
                bankQuestions: [
                  {
                    question:
                      'The two sides that form the right angle of a triangle are 9 cm and 12 cm. How long is the hypotenuse?',
                    options: ['15 cm', '21 cm', '225 cm', '10.5 cm'],
                    correct: 1,
                    marks: 2,
                  },
                  {
                    question:
                      'Which calculation shows that a triangle with sides 7 cm, 24 cm and 25 cm is right-angled?',
                    options: [
                      '7 × 24 = 168',
                      '25 − 24 = 1',
                      '7 + 24 = 31, which is more than 25',
                      '7² + 24² = 49 + 576 = 625 = 25²',
                    ],
                    correct: 4,
                    marks: 2,
                  },
                  {
                    question: 'A rectangle is 8 cm long and 6 cm wide. How long is its diagonal?',
                    options: ['14 cm', '10 cm', '48 cm', '12 cm'],
                    correct: 2,
                    marks: 1,
                  },
                ],
              },
            ],
          },
          {
            name: 'Quadrilaterals and Polygons',
            description:
              'Classify quadrilaterals by their sides and angles, and find the angle sum of any polygon by splitting it into triangles.',
            subconcepts: [
              {
                name: 'Types of Quadrilaterals',
                description:
                  'Parallelograms, rectangles, rhombuses, squares, trapeziums and kites, and how their properties differ.',
                durationSeconds: 1200,
                content: [
                  {
                    name: 'Slides: Quadrilaterals (slide 6)',
                    type: 'PPT',
                    file: 'triangles-slides.pdf',
                    durationSeconds: 300,
                  },
                  {
                    name: 'Quadrilateral on Wikipedia',
                    type: 'WEB',
                    url: 'https://en.wikipedia.org/wiki/Quadrilateral',
                    durationSeconds: 600,
                  },
                ],
                practiceQuestions: [
                  {
                    question: 'What do the four angles of any quadrilateral add up to?',
                    options: ['180°', '270°', '360°', '540°'],
                    correct: 3,
                    marks: 1,
                  },
                  {
                    question:
                      'Three angles of a quadrilateral are 80°, 95° and 110°. What is the fourth angle?',
                    options: ['75°', '85°', '105°', '95°'],
                    correct: 1,
                    marks: 1,
                  },
                  {
                    question: 'Which of these quadrilaterals always has four right angles?',
                    options: ['Rhombus', 'Trapezium', 'Kite', 'Rectangle'],
                    correct: 4,
                    marks: 1,
                  },
                  {
                    question: 'Which of these quadrilaterals has only one pair of parallel sides?',
                    options: ['Rectangle', 'Trapezium', 'Square', 'Rhombus'],
                    correct: 2,
                    marks: 1,
                  },
                  {
                    question: 'What is true about the opposite sides of a parallelogram?',
                    options: [
                      'They are perpendicular to each other',
                      'They are parallel and equal',
                      'They are parallel but unequal',
                      'They always meet at 60°',
                    ],
                    correct: 2,
                    marks: 1,
                  },
                  {
                    question: 'Which property describes a kite?',
                    options: [
                      'Exactly one pair of parallel sides',
                      'All angles equal to 90°',
                      'Both pairs of opposite sides parallel',
                      'Two pairs of equal adjacent sides',
                    ],
                    correct: 4,
                    marks: 1,
                  },
                ],
                bankQuestions: [
                  {
                    question: 'Which statement is true?',
                    options: [
                      'Every rectangle is a square',
                      'Every rhombus is a square',
                      'Every square is a rectangle',
                      'Every parallelogram is a rectangle',
                    ],
                    correct: 3,
                    marks: 2,
                  },
                  {
                    question:
                      'The angles of a quadrilateral are in the ratio 1 : 2 : 3 : 4. What is the largest angle?',
                    options: ['120°', '144°', '108°', '160°'],
                    correct: 2,
                    marks: 2,
                  },
                  {
                    question: 'One angle of a parallelogram is 70°. What is the size of an angle next to it?',
                    options: ['70°', '20°', '290°', '110°'],
                    correct: 4,
                    marks: 1,
                  },
                ],
              },
              {
                name: 'Angle Sum of Polygons',
                description:
                  'Split a polygon into triangles to see why its interior angles add up to (n − 2) × 180°.',
                durationSeconds: 1200,
                content: [
                  {
                    name: 'Slides: Angle sum of a polygon (slide 7)',
                    type: 'PPT',
                    file: 'triangles-slides.pdf',
                    durationSeconds: 300,
                  },
                  {
                    name: 'Polygon on Wikipedia',
                    type: 'WEB',
                    url: 'https://en.wikipedia.org/wiki/Polygon',
                    durationSeconds: 600,
                  },
                ],
                practiceQuestions: [
                  {
                    question:
                      'Into how many triangles can a hexagon be divided by drawing all the diagonals from one vertex?',
                    options: ['6', '4', '3', '5'],
                    correct: 2,
                    marks: 1,
                  },
                  {
                    question: 'What is the sum of the interior angles of a pentagon?',
                    options: ['720°', '360°', '900°', '540°'],
                    correct: 4,
                    marks: 1,
                  },
                  {
                    question: 'What is the sum of the interior angles of a polygon with n sides?',
                    options: ['(n − 2) × 180°', 'n × 180°', '(n − 2) × 90°', 'n × 360°'],
                    correct: 1,
                    marks: 1,
                  },
                  {
                    question: 'What is the size of each interior angle of a regular hexagon?',
                    options: ['60°', '108°', '120°', '135°'],
                    correct: 3,
                    marks: 1,
                  },
                  {
                    question:
                      'What do the exterior angles of a convex polygon, one at each vertex, add up to?',
                    options: ['180°', 'It depends on the number of sides', '360°', '720°'],
                    correct: 3,
                    marks: 1,
                  },
                  {
                    question: 'What is the sum of the interior angles of an octagon (8 sides)?',
                    options: ['1080°', '1440°', '900°', '1260°'],
                    correct: 1,
                    marks: 2,
                  },
                ],
                bankQuestions: [
                  {
                    question:
                      'Each exterior angle of a regular polygon is 45°. How many sides does the polygon have?',
                    options: ['6', '8', '9', '10'],
                    correct: 2,
                    marks: 2,
                  },
                  {
                    question: 'What is the sum of the interior angles of a decagon (10 sides)?',
                    options: ['1800°', '1620°', '1440°', '1260°'],
                    correct: 3,
                    marks: 2,
                  },
                  {
                    question: 'What is the size of each interior angle of a regular pentagon?',
                    options: ['72°', '90°', '120°', '108°'],
                    correct: 4,
                    marks: 1,
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];
